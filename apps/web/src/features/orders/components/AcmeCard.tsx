import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import {
  useAcmeCredentials,
  useCreateAcmeCredential,
  useRevokeAcmeCredential,
  type AcmeCredentials,
  type NewAcmeCredential,
} from '../api/acmeCredentials';
import { acmeCommands } from '../logic/acmeCommands';

type Row = AcmeCredentials['list'][number];

function copy(t: TFunction, text: string) {
  const failed = () => toast.warning(t('acme.copyFailed'));
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(text).then(() => toast.success(t('acme.copied')), failed);
}

/** One read-only value with a Copy button. */
function CopyField({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} readOnly data-testid={id} style={{ fontFamily: 'monospace' }} />
      <Button icon={<CopyOutlined />} onClick={() => copy(t, value)} aria-label={t('acme.copy')}>
        {t('acme.copy')}
      </Button>
    </Space.Compact>
  );
}

/** A command block with a Copy button. */
function Command({ title, text, id }: { title: string; text: string; id: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 12 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <strong>{title}</strong>
        <Button size="small" icon={<CopyOutlined />} onClick={() => copy(t, text)}>
          {t('acme.copy')}
        </Button>
      </Space>
      <pre className="wrap-anywhere" data-testid={id} style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>
        {text}
      </pre>
    </div>
  );
}

/** The new credentials, shown this once (the portal keeps the HMAC key sealed), with ready-to-paste commands. */
function CreatedModal({
  created,
  domains,
  email,
  onClose,
}: {
  created: NewAcmeCredential | undefined;
  domains: string[];
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const commands = created ? acmeCommands({ ...created, domains, email }) : undefined;
  return (
    <Modal
      open={created !== undefined}
      title={t('acme.createdTitle')}
      onCancel={onClose}
      maskClosable={false}
      width={720}
      footer={
        <Button type="primary" onClick={onClose} data-testid="acme-created-close">
          {t('acme.close')}
        </Button>
      }
    >
      {created && commands && (
        <>
          <Alert type="warning" showIcon title={t('acme.createdWarning')} style={{ marginBottom: 12 }} />
          <div>{t('acme.directory')}</div>
          <CopyField value={created.directoryUrl} id="acme-created-directory" />
          <div style={{ marginTop: 8 }}>{t('acme.kid')}</div>
          <CopyField value={created.kid} id="acme-created-kid" />
          <div style={{ marginTop: 8 }}>{t('acme.hmacKey')}</div>
          <CopyField value={created.hmacKey} id="acme-created-hmac" />
          <Command title={t('acme.certbot')} text={commands.certbot} id="acme-certbot" />
          <Command title={t('acme.lego')} text={commands.lego} id="acme-lego" />
          <p style={{ marginTop: 8 }}>{t('acme.commandsHelp')}</p>
        </>
      )}
    </Modal>
  );
}

function statusOf(t: TFunction, row: Row) {
  if (row.revokedAt) return <Tag color="red">{t('acme.revoked')}</Tag>;
  if (row.account?.status === 'deactivated') return <Tag>{t('acme.deactivated')}</Tag>;
  if (row.account) return <Tag color="green">{t('acme.bound')}</Tag>;
  return <Tag color="blue">{t('acme.notBound')}</Tag>;
}

/**
 * The ACME section of an issued order (docs/domain/acme-server.md): the directory URL, new EAB credentials
 * (shown once, with certbot and lego command lines), the list, revoke with confirmation. The owner's only: the
 * page shows it where the caller may manage API credentials.
 */
export function AcmeCard({
  orderID,
  domains,
  email,
}: {
  orderID: number;
  domains: string[];
  /** The order's renewal e-mail, put into the command lines. */
  email: string;
}) {
  const { t } = useTranslation();
  const credentials = useAcmeCredentials(orderID, true);
  const create = useCreateAcmeCredential(orderID);
  const revoke = useRevokeAcmeCredential(orderID);
  const [created, setCreated] = useState<NewAcmeCredential>();

  const failed = (error: unknown) => toast.error(isApiError(error) ? error.msg : t('acme.loadFailed'));
  const make = () => create.mutate(undefined, { onSuccess: setCreated, onError: failed });
  const askRevoke = (row: Row) =>
    Modal.confirm({
      title: t('acme.revokeConfirmTitle'),
      content: t('acme.revokeConfirm', { kid: row.kid }),
      okText: t('acme.revokeOk'),
      cancelText: t('acme.cancel'),
      okButtonProps: { danger: true, ...testId<ButtonProps>('acme-revoke-ok') },
      onOk: () =>
        revoke.mutateAsync(row.id).then(
          () => toast.success(t('acme.revokedToast')),
          (error: unknown) => failed(error),
        ),
    });

  const data = credentials.data;
  return (
    <Card size="small" title={t('acme.title')} style={{ marginBottom: 16 }} data-testid="order-acme-card">
      <p>{t('acme.intro')}</p>
      {credentials.isError && <Alert type="error" showIcon title={t('acme.loadFailed')} />}
      {data && (
        <>
          <div>{t('acme.directory')}</div>
          <CopyField value={data.directoryUrl} id="acme-directory" />
          {!data.available && (
            <Alert
              type="info"
              showIcon
              title={t('acme.unavailable')}
              style={{ marginTop: 12 }}
              data-testid="acme-unavailable"
            />
          )}
          <Space style={{ margin: '12px 0' }}>
            <Button
              type="primary"
              disabled={!data.available}
              loading={create.isPending}
              onClick={make}
              data-testid="acme-create"
            >
              {t('acme.create')}
            </Button>
          </Space>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.list}
            scroll={{ x: 640 }}
            locale={{ emptyText: t('acme.none') }}
            data-testid="acme-list"
            columns={[
              {
                title: t('acme.kid'),
                dataIndex: 'kid',
                render: (kid: string) => <code>{kid}</code>,
              },
              { title: t('acme.status'), key: 'status', render: (_: unknown, row: Row) => statusOf(t, row) },
              {
                title: t('acme.createdAt'),
                dataIndex: 'createdAt',
                render: (v: string) => formatDateTime(v),
              },
              {
                title: t('acme.lastUsedAt'),
                dataIndex: 'lastUsedAt',
                render: (v: string | null) => (v ? formatDateTime(v) : t('acme.never')),
              },
              {
                title: '',
                key: 'actions',
                render: (_: unknown, row: Row) =>
                  row.revokedAt ? null : (
                    <Button
                      size="small"
                      danger
                      onClick={() => askRevoke(row)}
                      data-testid={`acme-revoke-${row.id}`}
                    >
                      {t('acme.revoke')}
                    </Button>
                  ),
              },
            ]}
          />
        </>
      )}
      <CreatedModal created={created} domains={domains} email={email} onClose={() => setCreated(undefined)} />
    </Card>
  );
}
