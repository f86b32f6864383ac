import type { OrderListRow } from '@portal/contract';
import { memo, useCallback, useRef, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText';
import { Pager, type PageControl } from '../../../components/Pager';
import { StatusTag } from '../../../components/StatusTag';
import { TableSkeleton } from '../../../components/Skeleton';
import { PATHS } from '../paths';
import './order-cards.css';

type RowRender = (row: OrderListRow) => ReactNode;

/**
 * One order's card: plain elements with antd's small Card look (order-cards.css). Memoised: a new selection or a
 * busy button re-renders only the cards it changes, and the rows' first render stays cheap (issue 31).
 */
const OrderCard = memo(function OrderCard({
  row,
  checked,
  onToggle,
  operations,
  statusExtra,
}: {
  row: OrderListRow;
  checked: boolean;
  onToggle: (id: number, checked: boolean) => void;
  operations: RowRender;
  statusExtra?: RowRender | undefined;
}) {
  const { t } = useTranslation();
  return (
    <article className="order-card" data-testid={`order-row-${row.id}`}>
      <header className="order-card__head">
        <label className="order-card__title">
          <input
            type="checkbox"
            className="order-card__check"
            checked={checked}
            onChange={(event) => onToggle(row.id, event.target.checked)}
            data-testid={`order-select-${row.id}`}
          />
          <Link to={PATHS.detail(row.id)}>#{row.id}</Link>
        </label>
        <span className="order-card__extra">
          <StatusTag status={row.status} />
          {statusExtra?.(row)}
        </span>
      </header>
      <div className="order-card__body">
        <div className="name-text" data-testid={`order-product-${row.id}`}>
          {t('orders.list.product')}: {row.productName}
        </div>
        <div className="wrap-anywhere" data-testid={`order-cn-${row.id}`}>
          {t('orders.list.commonName')}: {row.commonName || '--'}
        </div>
        <div>
          {t('orders.list.validity')}: {t('orders.list.months', { count: row.validity })}
        </div>
        <div>
          {t('orders.list.createdAt')}:{' '}
          <DateTimeText value={row.createdAt} testId={`order-created-${row.id}`} />
        </div>
      </div>
      <footer className="order-card__actions">{operations(row)}</footer>
    </article>
  );
});

/**
 * My Orders below 992 px: one card per order, with selection and the same operations, then the pager. Drawn
 * without antd: it is the phone's first screen (issue 31).
 */
export function OrderCards({
  rows,
  loading,
  pending = false,
  emptyText,
  pagination,
  selected,
  onSelect,
  operations,
  statusExtra,
}: {
  rows: OrderListRow[];
  loading: boolean;
  /** The list's first answer has not come yet: skeleton cards instead of a spinner over nothing. */
  pending?: boolean;
  emptyText: string;
  pagination: PageControl;
  selected: number[];
  onSelect: (ids: number[]) => void;
  operations: RowRender;
  /** Shown next to the status (the save-to-key-manager icon). */
  statusExtra?: RowRender | undefined;
}) {
  // The cards keep one toggle function; it reads the latest selection when pressed.
  const latest = useRef({ selected, onSelect });
  useLayoutEffect(() => {
    latest.current = { selected, onSelect };
  });
  const onToggle = useCallback((id: number, checked: boolean) => {
    const { selected: now, onSelect: select } = latest.current;
    select(checked ? [...now, id] : now.filter((other) => other !== id));
  }, []);

  if (pending) return <TableSkeleton />;
  return (
    <div className="order-cards" aria-busy={loading || undefined}>
      {rows.length === 0 && !loading ? (
        <div className="order-cards__empty">{emptyText}</div>
      ) : (
        <div className="order-cards__list">
          {rows.map((row) => (
            <OrderCard
              key={row.id}
              row={row}
              checked={selected.includes(row.id)}
              onToggle={onToggle}
              operations={operations}
              statusExtra={statusExtra}
            />
          ))}
        </div>
      )}
      <Pager control={pagination} />
    </div>
  );
}
