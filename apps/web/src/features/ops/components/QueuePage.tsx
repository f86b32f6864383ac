import { OPS_NOTE_MAX, opsRejectBody } from '@portal/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import type { usePaging } from '../../../lib/usePaging';
import { opsQueuesKey } from '../api/moneyQueues';
import { opsUserPath } from '../paths';
import { toast } from '../../../lib/toast';
import { ActionDialog } from './ActionDialog';
import '../ops.css';

/** A money queue's texts live under `ops.console.<section>`; its test ids start with `ops-<testId>-`. */
export interface QueueNames {
  section: 'refunds' | 'payouts' | 'offline';
  testId: 'refund' | 'payout' | 'offline';
}

interface QueueRow {
  id: number;
  email: string;
  accountUid: string;
  createdAt: string;
}

/** The columns every queue has around its own: id first, the account, the creation time and the actions last. */
export function queueColumns<Row extends QueueRow>(
  t: (key: string) => string,
  { section }: QueueNames,
  own: { beforeAccount?: ResponsiveColumn<Row>[]; afterAccount: ResponsiveColumn<Row>[] },
  actions: { width: number; render: (row: Row) => ReactNode },
): ResponsiveColumn<Row>[] {
  const c = (key: string) => t(`ops.console.${section}.columns.${key}`);
  return [
    { key: 'id', title: c('id'), dataIndex: 'id', width: 90, card: 'head' },
    ...(own.beforeAccount ?? []),
    {
      key: 'account',
      title: c('account'),
      dataIndex: 'email',
      width: 220,
      ellipsis: { showTitle: true },
      render: (email: string, row) => <Link to={opsUserPath(row.accountUid)}>{email}</Link>,
    },
    ...own.afterAccount,
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
      width: actions.width,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) => actions.render(row),
    },
  ];
}

/** Approve and reject of a waiting row (refunds, payouts): each opens its dialog. */
export function DecisionButtons({
  names,
  id,
  onDecide,
}: {
  names: QueueNames;
  id: number;
  onDecide: (kind: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button
        type="primary"
        size="small"
        onClick={() => onDecide('approve')}
        data-testid={`ops-${names.testId}-approve-${id}`}
      >
        {t(`ops.console.${names.section}.approve`)}
      </Button>
      <Button
        danger
        size="small"
        onClick={() => onDecide('reject')}
        data-testid={`ops-${names.testId}-reject-${id}`}
      >
        {t(`ops.console.${names.section}.reject`)}
      </Button>
    </Space>
  );
}

/** After a dialog: it closes and every queue (and the overview's counts) is read again. */
export function useQueueRefresh(close: () => void): () => void {
  const queryClient = useQueryClient();
  return () => {
    close();
    void queryClient.invalidateQueries({ queryKey: opsQueuesKey });
  };
}

/**
 * The frame of a money queue page: title (also the document's), the status filter where the queue has one, the
 * paged table, and the page's dialogs.
 */
export function QueuePage<Row extends QueueRow, Filter extends string>({
  names,
  columns,
  query,
  paging,
  scrollX,
  filter,
  children,
}: {
  names: QueueNames;
  columns: ResponsiveColumn<Row>[];
  query: { data?: { list: Row[]; total: number } | undefined; isFetching: boolean };
  paging: ReturnType<typeof usePaging>;
  scrollX: number;
  filter?: { value: Filter; values: readonly Filter[]; onChange: (value: Filter) => void };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { section, testId } = names;
  useEffect(() => {
    document.title = `${t(`ops.console.${section}.title`)} · ${t('ops.console.title')}`;
  }, [t, section]);

  return (
    <div className="page" data-testid={`ops-${section}-page`}>
      <div className="page__header">
        <h1 className="page__title">{t(`ops.console.${section}.title`)}</h1>
      </div>
      <div className="page__card">
        {filter && (
          <Select<Filter>
            value={filter.value}
            onChange={(next) => {
              filter.onChange(next);
              paging.reset();
            }}
            options={filter.values.map((value) => ({
              value,
              label: t(`ops.console.${section}.filters.${value}`),
            }))}
            style={{ minWidth: 160, marginBottom: 16 }}
            data-testid={`ops-${section}-filter`}
          />
        )}
        <ResponsiveTable<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          pagination={paging.pagination(query.data?.total)}
          scroll={{ x: scrollX }}
          rowTestId={(row) => `ops-${testId}-row-${row.id}`}
          locale={{ emptyText: t(`ops.console.${section}.empty`) }}
          data-testid={`ops-${section}-table`}
        />
      </div>
      {children}
    </div>
  );
}

/** Reject of a waiting row (refunds, payouts): a money decision with its reason, behind the password again. */
export function RejectDialog({
  names,
  title,
  reject,
  onClose,
}: {
  names: QueueNames;
  title: string;
  reject: (reason: string) => Promise<{ id: number }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { section, testId } = names;
  return (
    <ActionDialog
      money
      danger
      title={title}
      okText={t(`ops.console.${section}.reject`)}
      fields={[
        {
          name: 'reason',
          label: t(`ops.console.${section}.reason`),
          schema: opsRejectBody.shape.reason,
          kind: 'area',
          maxLength: OPS_NOTE_MAX,
        },
      ]}
      run={({ reason = '' }) => reject(reason)}
      onDone={(answer) => {
        toast.success(t(`ops.console.${section}.rejected`, { id: answer.id }));
        onClose();
      }}
      onClose={onClose}
      testIdPrefix={`ops-${testId}-dialog`}
    />
  );
}
