import { PAGE_DEFAULTS } from '@portal/contract';
import type { TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** Page state of a list (spec section 9: page 1, size 10, size changer and total shown). */
export function usePaging() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(PAGE_DEFAULTS.page);
  const [pageSize, setPageSize] = useState<number>(PAGE_DEFAULTS.pageSize);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('web.common.total', { total: count }),
    onChange: (nextPage, nextSize) => {
      setPage(nextSize !== pageSize ? 1 : nextPage);
      setPageSize(nextSize);
    },
  });
  /** Back to the first page at the default size (a new search). */
  const reset = () => {
    setPage(PAGE_DEFAULTS.page);
    setPageSize(PAGE_DEFAULTS.pageSize);
  };
  return { args: { page, pageSize }, pagination, reset };
}
