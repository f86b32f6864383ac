import { OPS_NOTE_MAX, opsRejectBody, type OpsRefundRow } from '@portal/contract';
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
import { decideRefund, opsQueuesKey, useOpsRefunds, type RefundFilter } from '../api/moneyQueues';
import { ActionDialog } from '../components/ActionDialog';
import { opsUserPath } from '../paths';
import '../ops.css';

const FILTERS: RefundFilter[] = ['pending', 'approved', 'rejected', 'any'];

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
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${t('ops.console.refunds.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const c = (key: string) => t(`ops.console.refunds.columns.${key}`);
  const columns: ResponsiveColumn<OpsRefundRow>[] = [
    { key: 'id', title: c('id'), dataIndex: 'id', width: 100, card: 'head' },
    { key: 'order', title: c('order'), dataIndex: 'orderId', width: 90 },
    {
      key: 'account',
      title: c('account'),
      dataIndex: 'email',
      width: 220,
      ellipsis: { showTitle: true },
      render: (email: string, row) => <Link to={opsUserPath(row.accountUid)}>{email}</Link>,
    },
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
        <span data-testid={`ops-refund-status-${row.id}`}>{t(`ops.console.refunds.filters.${value}`)}</span>
      ),
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
        row.status === 'pending' ? (
          <Space>
            <Button
              type="primary"
              size="small"
              onClick={() => setDeciding({ row, kind: 'approve' })}
              data-testid={`ops-refund-approve-${row.id}`}
            >
              {t('ops.console.refunds.approve')}
            </Button>
            <Button
              danger
              size="small"
              onClick={() => setDeciding({ row, kind: 'reject' })}
              data-testid={`ops-refund-reject-${row.id}`}
            >
              {t('ops.console.refunds.reject')}
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
    <div className="page" data-testid="ops-refunds-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.refunds.title')}</h1>
      </div>
      <div className="page__card">
        <Select<RefundFilter>
          value={status}
          onChange={(next) => {
            setStatus(next);
            paging.reset();
          }}
          options={FILTERS.map((value) => ({ value, label: t(`ops.console.refunds.filters.${value}`) }))}
          style={{ minWidth: 160, marginBottom: 16 }}
          data-testid="ops-refunds-filter"
        />
        <ResponsiveTable<OpsRefundRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={refunds.data?.list ?? []}
          loading={refunds.isFetching}
          pagination={paging.pagination(refunds.data?.total)}
          scroll={{ x: 1600 }}
          rowTestId={(row) => `ops-refund-row-${row.id}`}
          locale={{ emptyText: t('ops.console.refunds.empty') }}
          data-testid="ops-refunds-table"
        />
      </div>
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
        <ActionDialog
          money
          danger
          title={t('ops.console.refunds.rejectTitle', { orderId: deciding.row.orderId })}
          okText={t('ops.console.refunds.reject')}
          fields={[
            {
              name: 'reason',
              label: t('ops.console.refunds.reason'),
              schema: opsRejectBody.shape.reason,
              kind: 'area',
              maxLength: OPS_NOTE_MAX,
            },
          ]}
          run={({ reason = '' }) => decideRefund(deciding.row.id, { kind: 'reject', reason })}
          onDone={(answer) => {
            toast.success(t('ops.console.refunds.rejected', { id: answer.id }));
            close();
          }}
          onClose={close}
          testIdPrefix="ops-refund-dialog"
        />
      )}
    </div>
  );
}
