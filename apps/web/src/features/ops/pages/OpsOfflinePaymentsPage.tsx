import { opsReceivedBody, type OpsOfflinePaymentRow } from '@portal/contract';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { markPaymentReceived, useOpsOfflinePayments } from '../api/moneyQueues';
import { ActionDialog } from '../components/ActionDialog';
import { QueuePage, queueColumns, useQueueRefresh, type QueueNames } from '../components/QueuePage';

const NAMES: QueueNames = { section: 'offline', testId: 'offline' };

/**
 * /ops/payments/offline: payments waiting for money sent outside the portal (bank transfer top-ups, purchases
 * to be paid by transfer), oldest first. "Mark received" with the transfer's reference books it as
 * `portal payment:offline` does (once; the password again after 10 minutes).
 */
export function OpsOfflinePaymentsPage() {
  const { t } = useTranslation();
  const [receiving, setReceiving] = useState<OpsOfflinePaymentRow>();
  const paging = usePaging();
  const payments = useOpsOfflinePayments(paging.args);
  const close = useQueueRefresh(() => setReceiving(undefined));

  const c = (key: string) => t(`ops.console.offline.columns.${key}`);
  const columns = queueColumns<OpsOfflinePaymentRow>(
    t,
    NAMES,
    {
      beforeAccount: [{ key: 'reference', title: c('reference'), dataIndex: 'reference', width: 150 }],
      afterAccount: [
        {
          key: 'type',
          title: c('type'),
          dataIndex: 'type',
          width: 180,
          render: (type: string, row) =>
            t(`ops.console.offline.types.${type}`, { orders: row.orderIds.join(', '), defaultValue: type }),
        },
        { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 120 },
      ],
    },
    {
      width: 160,
      render: (row) => (
        <Button
          type="primary"
          size="small"
          onClick={() => setReceiving(row)}
          data-testid={`ops-offline-received-${row.id}`}
        >
          {t('ops.console.offline.received')}
        </Button>
      ),
    },
  );

  return (
    <QueuePage names={NAMES} columns={columns} query={payments} paging={paging} scrollX={1100}>
      {receiving && (
        <ActionDialog
          money
          title={t('ops.console.offline.receivedTitle', { id: receiving.id, amount: receiving.amount })}
          okText={t('ops.console.offline.received')}
          fields={[
            {
              name: 'reference',
              label: t('ops.console.offline.reference'),
              schema: opsReceivedBody.shape.reference,
              maxLength: 200,
            },
          ]}
          run={({ reference = '' }) => markPaymentReceived(receiving.id, reference)}
          onDone={(answer) => {
            toast.success(t('ops.console.offline.done', { id: answer.id, amount: answer.amount }));
            close();
          }}
          onClose={close}
          testIdPrefix="ops-offline-dialog"
        />
      )}
    </QueuePage>
  );
}
