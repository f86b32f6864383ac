import type { OrderListRow } from '@portal/contract';
import type { CheckboxProps } from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Table, { type TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/Skeleton';
import { testId } from '../../../lib/testId';
import { OrderRowFacts, ordersColumns } from './ordersColumns';

export interface OrdersTableProps {
  rows: OrderListRow[];
  page: number;
  pageSize: number;
  /** A later fetch: the spinner over the rows. */
  loading: boolean;
  /** The first answer is not there yet: skeleton rows in the table's body. */
  pending: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
  selected: number[];
  onSelect: (ids: number[]) => void;
  operations: (row: OrderListRow) => ReactNode;
  statusExtra: (row: OrderListRow) => ReactNode;
}

/**
 * My Orders' table from 992 px on (phones get OrderCards): its own chunk, so a phone's first screen never loads
 * antd's table.
 */
export function OrdersTable(props: OrdersTableProps) {
  const { t } = useTranslation();
  const { page, pageSize, statusExtra, operations } = props;
  return (
    <Table<OrderListRow>
      rowKey="id"
      size="middle"
      columns={ordersColumns(t, { page, pageSize, statusExtra, operations })}
      dataSource={props.rows}
      loading={props.loading}
      pagination={props.pagination}
      // The columns fit a 1366 px window with the side menu open (about 1056 px for the table), so the date
      // is never under the fixed operations column; narrower windows scroll the table.
      scroll={{ x: 1040 }}
      onRow={(row) => testId(`order-row-${row.id}`)}
      rowSelection={{
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys.map(Number)),
        getCheckboxProps: (row) => testId<CheckboxProps>(`order-select-${row.id}`),
      }}
      expandable={{ columnWidth: 40, expandedRowRender: (row) => <OrderRowFacts row={row} t={t} /> }}
      locale={{
        emptyText: props.pending ? (
          <TableSkeleton />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
        ),
      }}
    />
  );
}
