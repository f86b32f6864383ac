import type { CommissionRow } from '@portal/contract';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { formatUsd } from '../../../lib/format';
import { usePaging } from '../../../lib/usePaging';
import { useCommissionOrders } from '../api/affiliateQueries';
import { COMMISSION_COLORS } from '../logic/affiliate';

/**
 * Commission orders (/admin/commission/order): one row per commission (10 % of a referred customer's payment),
 * sign-on bonus and reversal, with its state. The customer's address is masked by the server.
 */
export function CommissionOrdersPage() {
  const { t } = useTranslation();
  const paging = usePaging();
  const orders = useCommissionOrders(paging.args);

  useEffect(() => {
    document.title = `${t('affiliate.orders.title')} · ${t('web.app.title')}`;
  }, [t]);

  const columns: ResponsiveColumn<CommissionRow>[] = [
    { key: 'ID', title: t('affiliate.orders.columns.id'), dataIndex: 'ID', width: 80, card: 'head' },
    {
      key: 'order_id',
      title: t('affiliate.orders.columns.orderId'),
      dataIndex: 'order_id',
      width: 110,
      render: (value: string, row) => <span data-testid={`commission-order-${row.ID}`}>{value}</span>,
    },
    {
      key: 'account_email',
      title: t('affiliate.orders.columns.email'),
      dataIndex: 'account_email',
      width: 150,
    },
    {
      key: 'commission',
      title: t('affiliate.orders.columns.commission'),
      dataIndex: 'commission',
      width: 140,
      align: 'right',
      card: 'extra',
      render: (value: number, row) => (
        <span data-testid={`commission-amount-${row.ID}`}>{formatUsd(value)}</span>
      ),
    },
    {
      key: 'describe',
      title: t('affiliate.orders.columns.describe'),
      dataIndex: 'describe',
      width: 240,
      render: (value: string, row) => (
        <span className="name-text" data-testid={`commission-describe-${row.ID}`}>
          {value}
          {row.kind === 'reversal' && <Tag style={{ marginLeft: 8 }}>{t(`affiliate.kinds.${row.kind}`)}</Tag>}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('affiliate.orders.columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (status: CommissionRow['status'], row) => (
        <Tag
          color={COMMISSION_COLORS[status]}
          data-testid={`commission-status-${row.ID}`}
          data-status={status}
        >
          {t(`affiliate.status.${status}`)}
        </Tag>
      ),
    },
    {
      key: 'total_amount',
      title: t('affiliate.orders.columns.total'),
      dataIndex: 'total_amount',
      width: 150,
      align: 'right',
      render: (value: number) => (value > 0 ? formatUsd(value) : '--'),
    },
    {
      key: 'paid_at',
      title: t('affiliate.orders.columns.paidAt'),
      dataIndex: 'paid_at',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string | null) => <DateTimeText value={value} />,
    },
    {
      key: 'created_at',
      title: t('affiliate.orders.columns.createdAt'),
      dataIndex: 'created_at',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string) => <DateTimeText value={value} />,
    },
  ];

  return (
    <div className="page" data-testid="commission-orders-page">
      <div className="page__header">
        <h1 className="page__title">{t('affiliate.orders.title')}</h1>
      </div>
      <div className="page__card">
        <ResponsiveTable<CommissionRow>
          rowKey="ID"
          size="middle"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isFetching}
          pagination={paging.pagination(orders.data?.total)}
          scroll={{ x: 1400 }}
          rowTestId={(row) => `commission-row-${row.ID}`}
          locale={{ emptyText: t('affiliate.orders.empty') }}
          data-testid="commission-orders-table"
        />
      </div>
    </div>
  );
}

export default CommissionOrdersPage;
