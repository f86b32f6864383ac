import {
  OPS_NOTE_MAX,
  opsReceivedBody,
  opsRejectBody,
  PAYOUT_STATUSES,
  type OpsPayoutRow,
} from '@portal/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { decidePayout, opsQueuesKey, useOpsPayouts, type PayoutFilter } from '../api/moneyQueues';
import { ActionDialog } from '../components/ActionDialog';
import { opsUserPath } from '../paths';
import '../ops.css';

const FILTERS: PayoutFilter[] = ['open', ...PAYOUT_STATUSES, 'any'];

/**
 * /ops/payouts: affiliate payout requests, the open ones oldest first. Approve sends through PayPal (when it is
 * configured) or records a payment made by hand with its reference (as `portal payout:approve` does); reject
 * gives the amount back to the affiliate. Money decisions: the password again after 10 minutes; made once.
 */
export function OpsPayoutsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PayoutFilter>('open');
  const [deciding, setDeciding] = useState<{ row: OpsPayoutRow; kind: 'approve' | 'reject' }>();
  const paging = usePaging();
  const payouts = useOpsPayouts({ status, ...paging.args });
  const payPal = payouts.data?.payPal ?? false;
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${t('ops.console.payouts.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const c = (key: string) => t(`ops.console.payouts.columns.${key}`);
  const columns: ResponsiveColumn<OpsPayoutRow>[] = [
    { key: 'id', title: c('id'), dataIndex: 'id', width: 90, card: 'head' },
    {
      key: 'account',
      title: c('account'),
      dataIndex: 'email',
      width: 220,
      ellipsis: { showTitle: true },
      render: (email: string, row) => <Link to={opsUserPath(row.accountUid)}>{email}</Link>,
    },
    { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 120 },
    { key: 'payPalId', title: c('payPalId'), dataIndex: 'payPalId', width: 200 },
    {
      key: 'status',
      title: c('status'),
      dataIndex: 'status',
      width: 110,
      render: (value: string, row) => (
        <span data-testid={`ops-payout-status-${row.id}`}>{t(`ops.console.payouts.filters.${value}`)}</span>
      ),
    },
    {
      key: 'reference',
      title: c('reference'),
      dataIndex: 'reference',
      width: 200,
      render: (reference: string, row) => reference || row.reason || '--',
    },
    {
      key: 'createdAt',
      title: c('createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      key: 'actions',
      title: c('actions'),
      width: 180,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) =>
        row.status === 'requested' ? (
          <Space>
            <Button
              type="primary"
              size="small"
              onClick={() => setDeciding({ row, kind: 'approve' })}
              data-testid={`ops-payout-approve-${row.id}`}
            >
              {t('ops.console.payouts.approve')}
            </Button>
            <Button
              danger
              size="small"
              onClick={() => setDeciding({ row, kind: 'reject' })}
              data-testid={`ops-payout-reject-${row.id}`}
            >
              {t('ops.console.payouts.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  const close = () => {
    setDeciding(undefined);
    void queryClient.invalidateQueries({ queryKey: opsQueuesKey });
  };

  return (
    <div className="page" data-testid="ops-payouts-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.payouts.title')}</h1>
      </div>
      <div className="page__card">
        <Select<PayoutFilter>
          value={status}
          onChange={(next) => {
            setStatus(next);
            paging.reset();
          }}
          options={FILTERS.map((value) => ({ value, label: t(`ops.console.payouts.filters.${value}`) }))}
          style={{ minWidth: 160, marginBottom: 16 }}
          data-testid="ops-payouts-filter"
        />
        <ResponsiveTable<OpsPayoutRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={payouts.data?.list ?? []}
          loading={payouts.isFetching}
          pagination={paging.pagination(payouts.data?.total)}
          scroll={{ x: 1300 }}
          rowTestId={(row) => `ops-payout-row-${row.id}`}
          locale={{ emptyText: t('ops.console.payouts.empty') }}
          data-testid="ops-payouts-table"
        />
      </div>
      {deciding?.kind === 'approve' && (
        <ActionDialog
          money
          title={t('ops.console.payouts.approveTitle', {
            id: deciding.row.id,
            amount: deciding.row.amount,
            payPalId: deciding.row.payPalId,
          })}
          okText={t('ops.console.payouts.approve')}
          fields={[
            {
              name: 'reference',
              label: t('ops.console.payouts.reference'),
              maxLength: 200,
              // Without PayPal only a payment made by hand (its reference) can approve.
              ...(payPal ? {} : { schema: opsReceivedBody.shape.reference }),
            },
          ]}
          run={({ reference = '' }) => decidePayout(deciding.row.id, { kind: 'approve', reference })}
          onDone={(answer) => {
            toast.success(
              t('ops.console.payouts.approved', {
                id: answer.id,
                status: t(`ops.console.payouts.filters.${answer.status}`),
              }),
            );
            close();
          }}
          onClose={close}
          testIdPrefix="ops-payout-dialog"
        >
          <p>{t(payPal ? 'ops.console.payouts.payPalHint' : 'ops.console.payouts.manualHint')}</p>
        </ActionDialog>
      )}
      {deciding?.kind === 'reject' && (
        <ActionDialog
          money
          danger
          title={t('ops.console.payouts.rejectTitle', { id: deciding.row.id })}
          okText={t('ops.console.payouts.reject')}
          fields={[
            {
              name: 'reason',
              label: t('ops.console.payouts.reason'),
              schema: opsRejectBody.shape.reason,
              kind: 'area',
              maxLength: OPS_NOTE_MAX,
            },
          ]}
          run={({ reason = '' }) => decidePayout(deciding.row.id, { kind: 'reject', reason })}
          onDone={(answer) => {
            toast.success(t('ops.console.payouts.rejected', { id: answer.id }));
            close();
          }}
          onClose={close}
          testIdPrefix="ops-payout-dialog"
        />
      )}
    </div>
  );
}
