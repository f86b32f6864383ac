/** The light pagination under a list's cards (My Orders on a phone), drawn without antd (issue 31). */
export const pager = {
  label: '分页',
  perPage: '{{size}} 条/页',
  previous: '上一页',
  next: '下一页',
  page: '第 {{page}} 页',
  pageSize: '每页条数',
};
