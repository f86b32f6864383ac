import { OPS_NOTE_MAX, type OpsRefundRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { decideRefund, useOpsRefunds, type RefundFilter } from '../api/moneyQueues';
import { ActionDialog } from '../components/ActionDialog';
import {
  DecisionButtons,
  QueuePage,
  RejectDialog,
  queueColumns,
  useQueueRefresh,
  type QueueNames,
} from '../components/QueuePage';

const FILTERS: RefundFilter[] = ['pending', 'approved', 'rejected', 'any'];
const NAMES: QueueNames = { section: 'refunds', testId: 'refund' };

/**
 * /ops/refunds: refund applications, the waiting ones first come first served. Approve credits what was paid
 * back to the balance (as `portal refund:approve` does), reject returns the order to its status; both are money
 * decisions behind the password re-confirmation, made once (a second answers "already decided").
 */
export function OpsRefundsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RefundFilter>('pending');
  const [deciding, setDeciding] = useState<{ row: OpsRefundRow; kind: 'approve' | 'reject' }>();
  const paging = usePaging();
  const refunds = useOpsRefunds({ status, ...paging.args });
  const close = useQueueRefresh(() => setDeciding(undefined));

  const c = (key: string) => t(`ops.console.refunds.columns.${key}`);
  const columns = queueColumns<OpsRefundRow>(
    t,
    NAMES,
    {
      beforeAccount: [{ key: 'order', title: c('order'), dataIndex: 'orderId', width: 90 }],
      afterAccount: [
        {
          key: 'product',
          title: c('product'),
          dataIndex: 'product',
          width: 220,
          render: (product: string, row) => `${product} · ${row.domain}`,
        },
        { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 120 },
        { key: 'reason', title: c('reason'), dataIndex: 'reason', width: 220 },
        {
          key: 'contact',
          title: c('contact'),
          dataIndex: 'contactEmail',
          width: 200,
          render: (contact: string, row) => `${contact} ${row.phone}`,
        },
        {
          key: 'status',
          title: c('status'),
          dataIndex: 'status',
          width: 110,
          render: (value: RefundFilter, row) => (
            <span data-testid={`ops-refund-status-${row.id}`}>
              {t(`ops.console.refunds.filters.${value}`)}
            </span>
          ),
        },
      ],
    },
    {
      width: 180,
      render: (row) =>
        row.status === 'pending' ? (
          <DecisionButtons names={NAMES} id={row.id} onDecide={(kind) => setDeciding({ row, kind })} />
        ) : null,
    },
  );

  return (
    <QueuePage
      names={NAMES}
      columns={columns}
      query={refunds}
      paging={paging}
      scrollX={1600}
      filter={{ value: status, values: FILTERS, onChange: setStatus }}
    >
      {deciding?.kind === 'approve' && (
        <ActionDialog
          money
          title={t('ops.console.refunds.approveTitle', {
            orderId: deciding.row.orderId,
            amount: deciding.row.amount,
          })}
          okText={t('ops.console.refunds.approve')}
          fields={[
            { name: 'note', label: t('ops.console.refunds.note'), kind: 'area', maxLength: OPS_NOTE_MAX },
          ]}
          run={({ note = '' }) => decideRefund(deciding.row.id, { kind: 'approve', note })}
          onDone={(answer) => {
            toast.success(t('ops.console.refunds.approved', { id: answer.id, refunded: answer.refunded }));
            close();
          }}
          onClose={close}
          testIdPrefix="ops-refund-dialog"
        />
      )}
      {deciding?.kind === 'reject' && (
        <RejectDialog
          names={NAMES}
          title={t('ops.console.refunds.rejectTitle', { orderId: deciding.row.orderId })}
          reject={(reason) => decideRefund(deciding.row.id, { kind: 'reject', reason })}
          onClose={close}
        />
      )}
    </QueuePage>
  );
}
