import { PAGE_DEFAULTS } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOrders } from '../api/listOrders';
import { filterArgs, initialOrderFilters, tagFromSearch, type OrderFilterValues } from '../logic/orderRules';

/**
 * The list state of My Orders: the search form's values (a `?tag=` preselects the status), the page, the
 * selection, and the orders/list query they ask.
 */
export function useOrdersList() {
  const { t } = useTranslation();
  const location = useLocation();
  // The first page's call may already be under way: app/prefetch.ts asks the same (firstOrdersQuery).
  const [filters, setFilters] = useState<OrderFilterValues>(() => initialOrderFilters(location.search));
  const [page, setPage] = useState<number>(PAGE_DEFAULTS.page);
  const [pageSize, setPageSize] = useState<number>(PAGE_DEFAULTS.pageSize);
  const [selected, setSelected] = useState<number[]>([]);
  const args = useMemo(() => ({ ...filterArgs(filters), page, pageSize }), [filters, page, pageSize]);
  const orders = useOrders(args);

  // A new `?tag=` (the menu or a link while the page is open) selects its status.
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    const tag = tagFromSearch(location.search);
    if (tag) {
      setFilters((prev) => (prev.tag === tag ? prev : { ...prev, tag }));
      setPage(PAGE_DEFAULTS.page);
    }
  }

  /** A new search starts on the first page with nothing selected. */
  const firstPage = (next: OrderFilterValues) => {
    setFilters(next);
    setPage(PAGE_DEFAULTS.page);
    setSelected([]);
  };

  const filtered = Object.keys(filterArgs(filters)).length > 1;
  const pagination = {
    current: page,
    pageSize,
    total: orders.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t('web.common.total', { total: count }),
    onChange: (nextPage: number, nextSize: number) => {
      setPage(nextSize !== pageSize ? PAGE_DEFAULTS.page : nextPage);
      setPageSize(nextSize);
    },
  };

  return {
    filters,
    firstPage,
    page,
    pageSize,
    pagination,
    orders,
    rows: orders.data?.list ?? [],
    refetch: () => void orders.refetch(),
    selected,
    setSelected,
    emptyText: t(filtered ? 'orders.list.noMatch' : 'orders.list.empty'),
  };
}
