/** The light pagination under a list's cards (My Orders on a phone), drawn without antd (issue 31). */
export const pager = {
  label: '分頁',
  perPage: '{{size}} 筆/頁',
  previous: '上一頁',
  next: '下一頁',
  page: '第 {{page}} 頁',
  pageSize: '每頁筆數',
};
