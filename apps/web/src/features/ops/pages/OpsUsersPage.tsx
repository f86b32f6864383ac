import type { OpsUserRow } from '@portal/contract';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { usePaging } from '../../../lib/usePaging';
import { useOpsUsers } from '../api/listOpsUsers';
import { opsUserPath } from '../paths';
import '../ops.css';

/** /ops/users?query=: accounts found by a part of the e-mail, the uid or the contact's name, newest first. */
export function OpsUsersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const paging = usePaging();
  const users = useOpsUsers({ ...(query ? { query } : {}), ...paging.args });

  useEffect(() => {
    document.title = `${t('ops.console.users.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const columns: ResponsiveColumn<OpsUserRow>[] = [
    {
      key: 'email',
      title: t('ops.console.users.columns.email'),
      dataIndex: 'email',
      width: 260,
      card: 'head',
      ellipsis: { showTitle: true },
      render: (email: string, row) => (
        <Link to={opsUserPath(row.uid)} data-testid={`ops-user-link-${row.uid}`}>
          {email}
        </Link>
      ),
    },
    { key: 'uid', title: t('ops.console.users.columns.uid'), dataIndex: 'uid', width: 110 },
    {
      key: 'role',
      title: t('ops.console.users.columns.role'),
      dataIndex: 'role',
      width: 170,
      render: (role: string) => t(`ops.console.users.roles.${role}`),
    },
    { key: 'level', title: t('ops.console.users.columns.level'), dataIndex: 'level', width: 80 },
    {
      key: 'operator',
      title: t('ops.console.users.columns.operator'),
      dataIndex: 'operator',
      width: 100,
      render: (operator: boolean) => t(operator ? 'ops.console.users.yes' : 'ops.console.users.no'),
    },
    {
      key: 'status',
      title: t('ops.console.users.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string, row) => (
        <Tag color={status === 'active' ? 'green' : 'red'} data-testid={`ops-user-status-${row.uid}`}>
          {t(`ops.console.users.statuses.${status}`)}
        </Tag>
      ),
    },
    { key: 'balance', title: t('ops.console.users.columns.balance'), dataIndex: 'balance', width: 130 },
    {
      key: 'createdAt',
      title: t('ops.console.users.columns.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string) => <DateTimeText value={value} />,
    },
  ];

  return (
    <div className="page" data-testid="ops-users-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.users.title')}</h1>
      </div>
      <div className="page__card">
        <Input.Search
          allowClear
          maxLength={254}
          defaultValue={query}
          placeholder={t('ops.console.users.search')}
          onSearch={(value) => {
            setSearchParams(value.trim() ? { query: value.trim() } : {});
            paging.reset();
          }}
          style={{ maxWidth: 360, marginBottom: 16 }}
          data-testid="ops-users-search"
        />
        <ResponsiveTable<OpsUserRow>
          rowKey="uid"
          size="middle"
          columns={columns}
          dataSource={users.data?.list ?? []}
          loading={users.isFetching}
          pagination={paging.pagination(users.data?.total)}
          scroll={{ x: 1100 }}
          rowTestId={(row) => `ops-user-row-${row.uid}`}
          locale={{ emptyText: t('ops.console.users.empty') }}
          data-testid="ops-users-table"
        />
      </div>
    </div>
  );
}
