import { opsReceivedBody, PAYOUT_STATUSES, type OpsPayoutRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { decidePayout, useOpsPayouts, type PayoutFilter } from '../api/moneyQueues';
import { ActionDialog } from '../components/ActionDialog';
import {
  DecisionButtons,
  QueuePage,
  RejectDialog,
  queueColumns,
  useQueueRefresh,
  type QueueNames,
} from '../components/QueuePage';

const FILTERS: PayoutFilter[] = ['open', ...PAYOUT_STATUSES, 'any'];
const NAMES: QueueNames = { section: 'payouts', testId: 'payout' };

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
  const close = useQueueRefresh(() => setDeciding(undefined));

  const c = (key: string) => t(`ops.console.payouts.columns.${key}`);
  const columns = queueColumns<OpsPayoutRow>(
    t,
    NAMES,
    {
      afterAccount: [
        { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 120 },
        { key: 'payPalId', title: c('payPalId'), dataIndex: 'payPalId', width: 200 },
        {
          key: 'status',
          title: c('status'),
          dataIndex: 'status',
          width: 110,
          render: (value: string, row) => (
            <span data-testid={`ops-payout-status-${row.id}`}>
              {t(`ops.console.payouts.filters.${value}`)}
            </span>
          ),
        },
        {
          key: 'reference',
          title: c('reference'),
          dataIndex: 'reference',
          width: 200,
          render: (reference: string, row) => reference || row.reason || '--',
        },
      ],
    },
    {
      width: 180,
      render: (row) =>
        row.status === 'requested' ? (
          <DecisionButtons names={NAMES} id={row.id} onDecide={(kind) => setDeciding({ row, kind })} />
        ) : null,
    },
  );

  return (
    <QueuePage
      names={NAMES}
      columns={columns}
      query={payouts}
      paging={paging}
      scrollX={1300}
      filter={{ value: status, values: FILTERS, onChange: setStatus }}
    >
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
        <RejectDialog
          names={NAMES}
          title={t('ops.console.payouts.rejectTitle', { id: deciding.row.id })}
          reject={(reason) => decidePayout(deciding.row.id, { kind: 'reject', reason })}
          onClose={close}
        />
      )}
    </QueuePage>
  );
}
