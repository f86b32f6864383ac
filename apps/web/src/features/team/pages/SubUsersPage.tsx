import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SubAccountRow, EffectiveState } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { may } from '../../../lib/access';
import { useProfile } from '../../../lib/queries/profile';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { useSubUsers } from '../api/listSubUsers';
import { resendInvitation } from '../api/resendInvitation';
import { EditSubUserModal } from '../components/EditSubUserModal';
import { fullName, stateTag } from '../logic/subUserForm';
import { PATHS } from '../paths';

function StateTag({ state, testId: id }: { state: EffectiveState; testId: string }) {
  const { t } = useTranslation();
  const tag = stateTag(state);
  return (
    <Tag color={tag.color} data-testid={id}>
      {t(tag.labelKey)}
    </Tag>
  );
}

/**
 * Sub-users (/admin/account/manage): the main account's team with its status and audit permission as tags, the
 * last login, Add, a per-row Edit modal and "Resend mail" after a confirmation. Cards below 992 px.
 */
export function SubUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const allowed = profile.data ? may('team.manage', profile.data.capabilities) : false;
  const paging = usePaging();
  const subUsers = useSubUsers(paging.args, allowed);
  const [editing, setEditing] = useState<SubAccountRow | undefined>();

  useEffect(() => {
    document.title = `${t('team.subUsers.title')} · ${t('web.app.title')}`;
  }, [t]);

  const confirmResend = (row: SubAccountRow) =>
    Modal.confirm({
      title: t('team.subUsers.resendConfirm'),
      okText: t('web.common.ok'),
      cancelText: t('web.common.cancel'),
      okButtonProps: testId<ButtonProps>('subuser-resend-ok'),
      onOk: () => resendInvitation(row.uid).then(() => toast.success(t('team.subUsers.resendDone'))),
    });

  const columns: ResponsiveColumn<SubAccountRow>[] = [
    { key: 'uid', title: t('team.subUsers.uid'), dataIndex: 'uid', width: 100, card: 'head' },
    {
      key: 'name',
      title: t('team.subUsers.name'),
      width: 150,
      render: (_, row) => <span data-testid={`subuser-name-${row.uid}`}>{fullName(row)}</span>,
    },
    {
      key: 'email',
      title: t('team.subUsers.email'),
      dataIndex: 'email',
      width: 220,
      render: (email: string) => <span className="wrap-anywhere">{email}</span>,
    },
    { key: 'telephone', title: t('team.subUsers.telephone'), dataIndex: 'telephone', width: 140 },
    { key: 'jobTitle', title: t('team.subUsers.jobTitle'), dataIndex: 'jobTitle', width: 130 },
    {
      key: 'role',
      title: t('team.subUsers.role'),
      dataIndex: 'role',
      width: 90,
      render: (role: string, row) => (
        <span data-testid={`subuser-role-${row.uid}`}>{t(`team.roles.${role}`)}</span>
      ),
    },
    {
      key: 'status',
      title: t('team.subUsers.status'),
      dataIndex: 'status',
      width: 110,
      card: 'extra',
      render: (status: EffectiveState, row) => (
        <>
          <StateTag state={status} testId={`subuser-status-${row.uid}`} />
          {row.invited && <Tag data-testid={`subuser-invited-${row.uid}`}>{t('team.subUsers.invited')}</Tag>}
        </>
      ),
    },
    {
      key: 'auditPerm',
      title: t('team.subUsers.auditPerm'),
      dataIndex: 'auditPerm',
      width: 130,
      render: (state: EffectiveState, row) => <StateTag state={state} testId={`subuser-audit-${row.uid}`} />,
    },
    {
      key: 'lastLoginAt',
      title: t('team.subUsers.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string | null, row) => (
        <DateTimeText value={value} testId={`subuser-login-${row.uid}`} />
      ),
    },
    {
      key: 'action',
      title: t('team.subUsers.action'),
      width: 190,
      fixed: 'right',
      card: 'actions',
      render: (_, row) => (
        <span className="nowrap">
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(row)}
            data-testid={`subuser-edit-${row.uid}`}
          >
            {t('team.subUsers.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => confirmResend(row)}
            data-testid={`subuser-resend-${row.uid}`}
          >
            {t('team.subUsers.resend')}
          </Button>
        </span>
      ),
    },
  ];

  let body;
  if (profile.data && !allowed) {
    body = (
      <Alert type="info" showIcon title={t('team.subUsers.notAllowed')} data-testid="subusers-not-allowed" />
    );
  } else {
    body = (
      <div className="page__card">
        <ResponsiveTable<SubAccountRow>
          rowKey="uid"
          size="middle"
          columns={columns}
          dataSource={subUsers.data?.list ?? []}
          loading={subUsers.isFetching || profile.isPending}
          pagination={paging.pagination(subUsers.data?.total)}
          scroll={{ x: 1350 }}
          rowTestId={(row) => `subuser-row-${row.uid}`}
          locale={{ emptyText: t('team.subUsers.empty') }}
          data-testid="subusers-table"
        />
      </div>
    );
  }

  return (
    <div className="page" data-testid="subusers-page">
      <div className="page__header">
        <h1 className="page__title">{t('team.subUsers.title')}</h1>
        {allowed && (
          <div className="page__actions">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(PATHS.add)}
              data-testid="subusers-add"
            >
              {t('team.subUsers.add')}
            </Button>
          </div>
        )}
      </div>
      {body}
      {editing && <EditSubUserModal row={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}

export default SubUsersPage;
