import { PAGE_DEFAULTS } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pager.css';

/** What a list's paging tells its pager: the same fields as antd's TablePaginationConfig, so one object serves both. */
export interface PageControl {
  current?: number | undefined;
  pageSize?: number | undefined;
  total?: number | undefined;
  showTotal?: ((total: number, range: [number, number]) => ReactNode) | undefined;
  onChange?: ((page: number, pageSize: number) => void) | undefined;
}

const PAGE_SIZES = [10, 20, 50, 100];
const GAP = 'gap' as const;

/** The page numbers to show: all up to 7 pages, else the first, the last and the two around the current one. */
export function pageNumbers(current: number, pages: number): (number | typeof GAP)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? [GAP] : []), ...middle, ...(to < pages - 1 ? [GAP] : []), pages];
}

/**
 * antd's small Pagination (total, previous, pages, next, page size) with plain elements: the cards of a list on a
 * phone draw without antd (issue 31). The page size is a native select.
 */
export function Pager({ control, testId }: { control: PageControl; testId?: string }) {
  const { t } = useTranslation();
  const current = control.current ?? PAGE_DEFAULTS.page;
  const pageSize = control.pageSize ?? PAGE_DEFAULTS.pageSize;
  const total = control.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= pages) control.onChange?.(page, pageSize);
  };
  const range: [number, number] = [
    Math.min(total, (current - 1) * pageSize + 1),
    Math.min(total, current * pageSize),
  ];
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid={testId}>
      {control.showTotal && <span className="pager__total">{control.showTotal(total, range)}</span>}
      <button
        type="button"
        className="pager__item"
        disabled={current <= 1}
        aria-label={t('pager.previous')}
        onClick={() => go(current - 1)}
      >
        ‹
      </button>
      {pageNumbers(current, pages).map((page, index) =>
        page === GAP ? (
          <span key={`gap-${index}`} className="pager__gap">
            •••
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className="pager__item"
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('pager.page', { page })}
            onClick={() => go(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__item"
        disabled={current >= pages}
        aria-label={t('pager.next')}
        onClick={() => go(current + 1)}
      >
        ›
      </button>
      <select
        className="pager__size"
        aria-label={t('pager.pageSize')}
        value={pageSize}
        onChange={(event) => control.onChange?.(current, Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('pager.perPage', { size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
