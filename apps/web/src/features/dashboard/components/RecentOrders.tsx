import { DASHBOARD_TABLE_SCROLL_Y, type DashboardOrderRow } from '@portal/contract';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { testId } from '../../../lib/testId';
import { PATHS } from '../paths';

/** One of the two recent-order tables: order (links to its detail), status and time, scrolling within 250 px. */
export function RecentOrders({
  rows,
  empty,
  name,
}: {
  rows: DashboardOrderRow[];
  /** What the table says when it has no row. */
  empty: string;
  /** Test id prefix. */
  name: string;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<DashboardOrderRow> = [
    {
      key: 'id',
      title: t('dashboard.columns.id'),
      dataIndex: 'id',
      render: (id: number) => <Link to={PATHS.orderDetail(id)}>{id}</Link>,
    },
    {
      key: 'status',
      title: t('dashboard.columns.status'),
      dataIndex: 'status',
      render: (status: number) => <StatusTag status={status} />,
    },
    {
      key: 'createdAt',
      title: t('dashboard.columns.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string) => <DateTimeText value={value} />,
    },
  ];
  return (
    <Table<DashboardOrderRow>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ y: DASHBOARD_TABLE_SCROLL_Y, x: 'max-content' }}
      locale={{ emptyText: <span data-testid={`${name}-empty`}>{empty}</span> }}
      onRow={(row) => testId(`${name}-row-${row.id}`)}
      data-testid={name}
    />
  );
}
