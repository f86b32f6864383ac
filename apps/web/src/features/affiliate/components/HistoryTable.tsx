import type { PayoutHistoryRow } from '@portal/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { formatUsd } from '../../../lib/format';
import { usePaging } from '../../../lib/usePaging';
import { usePayoutHistory } from '../api/affiliateQueries';

/** Payout History: every payout request and every reversal (negative), newest first. */
export function HistoryTable() {
  const { t } = useTranslation();
  const paging = usePaging();
  const history = usePayoutHistory(paging.args);
  const statusText = (row: PayoutHistoryRow) =>
    t(row.kind === 'payout' ? `affiliate.payoutStatus.${row.status}` : `affiliate.status.${row.status}`);
  const columns: ResponsiveColumn<PayoutHistoryRow & { key: string }>[] = [
    {
      key: 'time',
      title: t('affiliate.history.columns.time'),
      dataIndex: 'time',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'head',
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      key: 'kind',
      title: t('affiliate.history.columns.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: PayoutHistoryRow['kind']) => (
        <Tag color={kind === 'payout' ? 'blue' : 'orange'}>{t(`affiliate.history.kinds.${kind}`)}</Tag>
      ),
    },
    {
      key: 'commission',
      title: t('affiliate.history.columns.commission'),
      dataIndex: 'commission',
      width: 150,
      align: 'right',
      card: 'extra',
      render: (value: number, row) => (
        <span data-testid={`history-amount-${row.key}`}>{formatUsd(value)}</span>
      ),
    },
    {
      key: 'status',
      title: t('affiliate.history.columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (_value: string, row) => (
        <span data-testid={`history-status-${row.key}`}>{statusText(row)}</span>
      ),
    },
    {
      key: 'comment',
      title: t('affiliate.history.columns.comment'),
      dataIndex: 'comment',
      render: (value: string) => <span className="wrap-anywhere">{value || '--'}</span>,
    },
  ];
  return (
    <ResponsiveTable<PayoutHistoryRow & { key: string }>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={(history.data?.list ?? []).map((row) => ({ ...row, key: `${row.kind}-${row.id}` }))}
      loading={history.isFetching}
      pagination={paging.pagination(history.data?.total)}
      scroll={{ x: 760 }}
      rowTestId={(row) => `history-row-${row.key}`}
      locale={{ emptyText: t('affiliate.history.empty') }}
      data-testid="history-table"
    />
  );
}
