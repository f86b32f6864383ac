import { opsReceivedBody, type OpsOfflinePaymentRow } from '@portal/contract';
import Button from 'antd/es/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { markPaymentReceived, opsQueuesKey, useOpsOfflinePayments } from '../api/moneyQueues';
import { ActionDialog } from '../components/ActionDialog';
import { opsUserPath } from '../paths';
import '../ops.css';

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
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${t('ops.console.offline.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const c = (key: string) => t(`ops.console.offline.columns.${key}`);
  const columns: ResponsiveColumn<OpsOfflinePaymentRow>[] = [
    { key: 'id', title: c('id'), dataIndex: 'id', width: 90, card: 'head' },
    { key: 'reference', title: c('reference'), dataIndex: 'reference', width: 150 },
    {
      key: 'account',
      title: c('account'),
      dataIndex: 'email',
      width: 220,
      ellipsis: { showTitle: true },
      render: (email: string, row) => <Link to={opsUserPath(row.accountUid)}>{email}</Link>,
    },
    {
      key: 'type',
      title: c('type'),
      dataIndex: 'type',
      width: 180,
      render: (type: string, row) =>
        t(`ops.console.offline.types.${type}`, { orders: row.orderIds.join(', '), defaultValue: type }),
    },
    { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 120 },
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
      width: 160,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) => (
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
  ];

  const close = () => {
    setReceiving(undefined);
    void queryClient.invalidateQueries({ queryKey: opsQueuesKey });
  };

  return (
    <div className="page" data-testid="ops-offline-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.offline.title')}</h1>
      </div>
      <div className="page__card">
        <ResponsiveTable<OpsOfflinePaymentRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={payments.data?.list ?? []}
          loading={payments.isFetching}
          pagination={paging.pagination(payments.data?.total)}
          scroll={{ x: 1100 }}
          rowTestId={(row) => `ops-offline-row-${row.id}`}
          locale={{ emptyText: t('ops.console.offline.empty') }}
          data-testid="ops-offline-table"
        />
      </div>
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
    </div>
  );
}
