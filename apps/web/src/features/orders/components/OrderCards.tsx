import type { OrderListRow } from '@portal/contract';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import type { TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText';
import { PATHS } from '../paths';
import { StatusTag } from '../../../components/StatusTag';
import { TableSkeleton } from '../../../components/Skeleton';

/** My Orders below 992 px: one card per order, with selection and the same operations. */
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
  pagination: TablePaginationConfig;
  selected: number[];
  onSelect: (ids: number[]) => void;
  operations: (row: OrderListRow) => ReactNode;
  /** Shown next to the status (the save-to-key-manager icon). */
  statusExtra?: (row: OrderListRow) => ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) return <TableSkeleton />;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {rows.map((row) => (
            <Card
              key={row.id}
              size="small"
              data-testid={`order-row-${row.id}`}
              title={
                <Checkbox
                  data-testid={`order-select-${row.id}`}
                  checked={selected.includes(row.id)}
                  onChange={(e) =>
                    onSelect(
                      e.target.checked ? [...selected, row.id] : selected.filter((id) => id !== row.id),
                    )
                  }
                >
                  <Link to={PATHS.detail(row.id)}>#{row.id}</Link>
                </Checkbox>
              }
              extra={
                <>
                  <StatusTag status={row.status} />
                  {statusExtra?.(row)}
                </>
              }
              actions={[<div key="ops">{operations(row)}</div>]}
            >
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
            </Card>
          ))}
        </div>
      )}
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        size="small"
        current={pagination.current}
        pageSize={pagination.pageSize}
        total={pagination.total}
        showSizeChanger
        showTotal={pagination.showTotal}
        onChange={pagination.onChange}
      />
    </Spin>
  );
}
