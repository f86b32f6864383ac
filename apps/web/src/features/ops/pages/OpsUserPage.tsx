import { OPS_NOTE_MAX, opsCreditBody, type OpsUserDetail, type OpsUserRow } from '@portal/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { toast } from '../../../lib/toast';
import { creditUserOf, debitUser, setUserLevel, setUserOperator, setUserStatus } from '../api/changeUser';
import { useOpsUser } from '../api/getOpsUser';
import { opsUsersKey } from '../api/listOpsUsers';
import { ActionDialog, type ActionField } from '../components/ActionDialog';
import { OPS_PATHS, opsUserPath } from '../paths';
import '../ops.css';

type UserAction = 'credit' | 'debit' | 'disable' | 'enable' | 'level' | 'grant' | 'revoke';

/**
 * /ops/users/{uid}: the account's profile, its team, its newest orders, balance and ledger entries, and the
 * operator's actions — credit and debit (money: the password again after 10 minutes), disable / enable, level,
 * the operator role — each behind a confirmation dialog.
 */
export function OpsUserPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const user = useOpsUser(uid);
  const queryClient = useQueryClient();
  const [action, setAction] = useState<UserAction>();
  const detail = user.data;

  useEffect(() => {
    document.title = `${t('ops.console.user.title', { uid })} · ${t('ops.console.title')}`;
  }, [t, uid]);

  const done = (text: string) => {
    toast.success(text);
    setAction(undefined);
    void queryClient.invalidateQueries({ queryKey: opsUsersKey });
  };

  return (
    <div className="page" data-testid="ops-user-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.user.title', { uid })}</h1>
        <Link to={OPS_PATHS.users}>{t('ops.console.user.back')}</Link>
      </div>
      {user.isError && <div className="page__card">{t('ops.console.user.notFound')}</div>}
      {detail && (
        <>
          <div className="page__card">
            <Actions profile={detail.profile} onAction={setAction} />
            <Profile detail={detail} />
          </div>
          <div className="page__card">
            <h2 className="ops-section">{t('ops.console.user.team')}</h2>
            <TeamTable team={detail.team} />
          </div>
          <div className="page__card">
            <h2 className="ops-section">{t('ops.console.user.orders')}</h2>
            <OrdersTable detail={detail} />
          </div>
          <div className="page__card">
            <h2 className="ops-section">
              {t('ops.console.user.ledger')} · {t('ops.console.user.balance')}{' '}
              <span data-testid="ops-user-balance">{detail.balance}</span> USD
            </h2>
            <LedgerTable ledger={detail.ledger} />
          </div>
          {action && (
            <UserActionDialog
              action={action}
              profile={detail.profile}
              onDone={done}
              onClose={() => setAction(undefined)}
            />
          )}
        </>
      )}
    </div>
  );
}

function Actions({ profile, onAction }: { profile: OpsUserRow; onAction: (action: UserAction) => void }) {
  const { t } = useTranslation();
  const button = (action: UserAction, text: string, danger = false) => (
    <Button danger={danger} onClick={() => onAction(action)} data-testid={`ops-user-${action}`}>
      {text}
    </Button>
  );
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {button('credit', t('ops.console.user.actions.credit'))}
      {button('debit', t('ops.console.user.actions.debit'), true)}
      {profile.status === 'active'
        ? button('disable', t('ops.console.user.actions.disable'), true)
        : button('enable', t('ops.console.user.actions.enable'))}
      {button('level', t('ops.console.user.actions.level', { level: profile.level === 0 ? 1 : 0 }))}
      {profile.role === 'admin' &&
        (profile.operator
          ? button('revoke', t('ops.console.user.actions.revoke'), true)
          : button('grant', t('ops.console.user.actions.grant')))}
    </Space>
  );
}

function Profile({ detail }: { detail: OpsUserDetail }) {
  const { t } = useTranslation();
  const p = detail.profile;
  const f = (key: string) => t(`ops.console.user.fields.${key}`);
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered data-testid="ops-user-profile">
      <Descriptions.Item label={f('email')}>{p.email}</Descriptions.Item>
      <Descriptions.Item label={f('uid')}>{p.uid}</Descriptions.Item>
      <Descriptions.Item label={f('role')}>{t(`ops.console.users.roles.${p.role}`)}</Descriptions.Item>
      {p.parentUid && (
        <Descriptions.Item label={f('parent')}>
          <Link to={opsUserPath(p.parentUid)}>{p.parentUid}</Link>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f('status')}>
        <Tag color={p.status === 'active' ? 'green' : 'red'} data-testid="ops-user-status">
          {t(`ops.console.users.statuses.${p.status}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={f('level')}>
        <span data-testid="ops-user-level">{p.level}</span>
      </Descriptions.Item>
      <Descriptions.Item label={f('operator')}>
        {t(p.operator ? 'ops.console.users.yes' : 'ops.console.users.no')}
      </Descriptions.Item>
      <Descriptions.Item label={f('name')}>{`${p.firstName} ${p.lastName}`.trim() || '--'}</Descriptions.Item>
      <Descriptions.Item label={f('telephone')}>{p.telephone || '--'}</Descriptions.Item>
      <Descriptions.Item label={f('language')}>{p.language ?? '--'}</Descriptions.Item>
      <Descriptions.Item label={f('registerFrom')}>{p.registerFrom}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>
        <DateTimeText value={p.createdAt} />
      </Descriptions.Item>
      <Descriptions.Item label={f('lastLoginAt')}>
        {p.lastLoginAt ? <DateTimeText value={p.lastLoginAt} /> : '--'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function TeamTable({ team }: { team: OpsUserRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<OpsUserRow>
      rowKey="uid"
      size="small"
      pagination={false}
      scroll={{ x: 600 }}
      dataSource={team}
      columns={[
        {
          key: 'email',
          title: t('ops.console.users.columns.email'),
          dataIndex: 'email',
          render: (email: string, row) => <Link to={opsUserPath(row.uid)}>{email}</Link>,
        },
        {
          key: 'role',
          title: t('ops.console.users.columns.role'),
          dataIndex: 'role',
          render: (role: string) => t(`ops.console.users.roles.${role}`),
        },
        {
          key: 'status',
          title: t('ops.console.users.columns.status'),
          dataIndex: 'status',
          render: (status: string) => t(`ops.console.users.statuses.${status}`),
        },
      ]}
      data-testid="ops-user-team"
    />
  );
}

function OrdersTable({ detail }: { detail: OpsUserDetail }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`ops.console.user.orderColumns.${key}`);
  return (
    <>
      <Table<OpsUserDetail['orders'][number]>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 800 }}
        dataSource={detail.orders}
        columns={[
          { key: 'id', title: c('id'), dataIndex: 'id', width: 90 },
          { key: 'product', title: c('product'), dataIndex: 'product' },
          { key: 'domain', title: c('domain'), dataIndex: 'domain' },
          {
            key: 'status',
            title: c('status'),
            dataIndex: 'status',
            render: (status: number) => <StatusTag status={status} />,
          },
          { key: 'total', title: c('total'), dataIndex: 'total', width: 120 },
          {
            key: 'createdAt',
            title: c('createdAt'),
            dataIndex: 'createdAt',
            width: DATE_TIME_COLUMN_WIDTH,
            render: (value: string) => <DateTimeText value={value} />,
          },
        ]}
        data-testid="ops-user-orders"
      />
      {detail.ordersTotal > detail.orders.length && (
        <p>{t('ops.console.user.ordersShown', { shown: detail.orders.length, total: detail.ordersTotal })}</p>
      )}
    </>
  );
}

function LedgerTable({ ledger }: { ledger: OpsUserDetail['ledger'] }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`ops.console.user.ledgerColumns.${key}`);
  return (
    <Table<OpsUserDetail['ledger'][number]>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 700 }}
      dataSource={ledger}
      columns={[
        {
          key: 'createdAt',
          title: c('createdAt'),
          dataIndex: 'createdAt',
          width: DATE_TIME_COLUMN_WIDTH,
          render: (value: string) => <DateTimeText value={value} />,
        },
        { key: 'kind', title: c('kind'), dataIndex: 'kind', width: 130 },
        { key: 'amount', title: c('amount'), dataIndex: 'amount', width: 130 },
        { key: 'balanceAfter', title: c('balanceAfter'), dataIndex: 'balanceAfter', width: 160 },
        { key: 'note', title: c('note'), dataIndex: 'note' },
      ]}
      data-testid="ops-user-ledger"
    />
  );
}

/** The confirmation (and, for money, the fields) of one action on this account. */
function UserActionDialog({
  action,
  profile,
  onDone,
  onClose,
}: {
  action: UserAction;
  profile: OpsUserRow;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { uid, email } = profile;
  const nextLevel = profile.level === 0 ? 1 : 0;
  const common = { onClose, testIdPrefix: `ops-user-${action}-dialog` };
  const moneyFields: ActionField[] = [
    {
      name: 'amount',
      label: t('ops.console.user.amount'),
      schema: opsCreditBody.shape.amount,
      kind: 'amount',
      maxLength: 15,
    },
    {
      name: 'note',
      label: t('ops.console.user.note'),
      schema: opsCreditBody.shape.note,
      kind: 'area',
      maxLength: OPS_NOTE_MAX,
    },
  ];
  const booked =
    (key: 'credit' | 'debit') =>
    (answer: { amount: string; email: string; balanceBefore: string; balanceAfter: string }) =>
      onDone(
        t(`ops.console.user.done.${key}`, {
          amount: answer.amount,
          email: answer.email,
          before: answer.balanceBefore,
          after: answer.balanceAfter,
        }),
      );
  const changed = (row: OpsUserRow) => {
    if (action === 'level') return onDone(t('ops.console.user.done.level', { email, level: row.level }));
    if (action === 'grant' || action === 'revoke')
      return onDone(
        t('ops.console.user.done.operator', {
          email,
          operator: t(row.operator ? 'ops.console.users.yes' : 'ops.console.users.no'),
        }),
      );
    onDone(
      t('ops.console.user.done.status', { email, status: t(`ops.console.users.statuses.${row.status}`) }),
    );
  };

  switch (action) {
    case 'credit':
    case 'debit':
      return (
        <ActionDialog
          {...common}
          money
          danger={action === 'debit'}
          title={t(`ops.console.user.confirm.${action}`, { email, balance: profile.balance })}
          okText={t(`ops.console.user.actions.${action}`)}
          fields={moneyFields}
          run={({ amount = '', note = '' }) =>
            (action === 'credit' ? creditUserOf : debitUser)(uid, { amount, note })
          }
          onDone={booked(action)}
        />
      );
    case 'disable':
    case 'enable':
      return (
        <ActionDialog
          {...common}
          danger={action === 'disable'}
          title={t(`ops.console.user.confirm.${action}`, { email })}
          okText={t(`ops.console.user.actions.${action}`)}
          run={() => setUserStatus(uid, action === 'disable' ? 'disabled' : 'active')}
          onDone={changed}
        />
      );
    case 'level':
      return (
        <ActionDialog
          {...common}
          title={t('ops.console.user.confirm.level', { email, level: nextLevel })}
          okText={t('ops.console.user.actions.level', { level: nextLevel })}
          run={() => setUserLevel(uid, nextLevel)}
          onDone={changed}
        />
      );
    case 'grant':
    case 'revoke':
      return (
        <ActionDialog
          {...common}
          danger={action === 'revoke'}
          title={t(`ops.console.user.confirm.${action}`, { email })}
          okText={t(`ops.console.user.actions.${action}`)}
          run={() => setUserOperator(uid, action === 'grant')}
          onDone={changed}
        />
      );
  }
}
