/** The light pagination under a list's cards (My Orders on a phone), drawn without antd (issue 31). */
export const pager = {
  label: 'Pages',
  perPage: '{{size}} / page',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}}',
  pageSize: 'Items per page',
};
