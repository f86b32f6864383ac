import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { may } from '../../../lib/access';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import {
  useCheckServed,
  useServedCertificates,
  useSetServedHost,
  type ServedCheck,
  type ServedHost,
} from '../api/servedCertificates';
import { ServedHistoryDrawer } from './ServedHistoryDrawer';
import { ServedHostModal } from './ServedHostModal';
import { ServedStatusTag } from './ServedStatusTag';

const time = (value: string | null | undefined) => (value ? formatDateTime(value) : '--');

/** What the last check read, below a host's row: the certificate served and why it was judged so. */
function CheckDetails({ check }: { check: ServedCheck }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | null, yes: string, no: string) =>
    value === null ? '--' : t(value ? yes : no);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      data-testid={`served-details-${check.host}`}
      items={[
        {
          key: 'served',
          label: t('served.page.served'),
          children: check.served
            ? t(`served.page.served${check.served[0]!.toUpperCase()}${check.served.slice(1)}`)
            : '--',
        },
        { key: 'address', label: t('served.page.address'), children: check.address ?? '--' },
        {
          key: 'chain',
          label: t('served.page.chain'),
          children: yesNo(check.chainComplete, 'served.page.chainComplete', 'served.page.chainIncomplete'),
        },
        {
          key: 'hostname',
          label: t('served.page.hostname'),
          children: yesNo(check.hostnameMatch, 'served.page.hostnameMatch', 'served.page.hostnameMismatch'),
        },
        {
          key: 'issuer',
          label: t('served.page.issuer'),
          children: <span className="wrap-anywhere">{check.issuer ?? '--'}</span>,
        },
        {
          key: 'names',
          label: t('served.page.names'),
          children: <span className="wrap-anywhere">{check.names.join(', ') || '--'}</span>,
        },
        ...(check.error
          ? [
              {
                key: 'error',
                label: t('served.page.error'),
                children: (
                  <span className="wrap-anywhere" data-testid={`served-error-${check.host}`}>
                    {t(`served.errors.${check.error}`)}
                    {check.errorDetail ? ` (${check.errorDetail})` : ''}
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The order detail's "Served certificate" section (issued orders): per host the last check's result, the served
 * certificate's serial, issuer and expiry, the alert, the port and "check now"; each host's history in a drawer.
 */
export function ServedCertificatesCard({ orderID }: { orderID: number }) {
  const { t } = useTranslation();
  const served = useServedCertificates(orderID);
  const check = useCheckServed(orderID);
  const add = useSetServedHost(orderID);
  const [editing, setEditing] = useState<ServedHost>();
  const [historyOf, setHistoryOf] = useState<string>();
  const [newHost, setNewHost] = useState('');
  const manage = may('orders.manage');
  const data = served.data;
  if (!data?.certificate) return null;

  const failed = (error: unknown) => toast.error(isApiError(error) ? error.msg : t('unknownError'));
  const checkNow = (host?: string) =>
    check.mutate(host, {
      onSuccess: (answer) =>
        answer.queued > 0
          ? toast.warning(t('served.page.queued', { count: answer.queued }))
          : toast.success(t('served.page.checked')),
      onError: failed,
    });
  const addHost = () =>
    add.mutate(
      { host: newHost.trim().toLowerCase(), port: 443, enabled: true },
      {
        onSuccess: () => {
          setNewHost('');
          toast.success(t('served.page.saved'));
        },
        onError: failed,
      },
    );
  const checking = (host?: string) => check.isPending && check.variables === host;

  return (
    <Card
      size="small"
      title={t('served.page.title')}
      style={{ marginBottom: 16 }}
      data-testid="served-card"
      extra={
        manage && (
          <Button
            size="small"
            loading={checking(undefined)}
            onClick={() => checkNow()}
            data-testid="served-check-all"
          >
            {t('served.page.checkAll')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('served.page.intro')}</Typography.Paragraph>
      <Typography.Paragraph data-testid="served-current">
        {t('served.page.current', {
          serial: data.certificate.serial,
          notAfter: formatDateTime(data.certificate.notAfter),
        })}
      </Typography.Paragraph>
      <Table<ServedHost>
        size="small"
        rowKey="host"
        pagination={false}
        dataSource={data.hosts}
        scroll={{ x: 1000 }}
        onRow={(row) => testId(`served-row-${row.host}`)}
        expandable={{
          rowExpandable: (row) => row.last !== null,
          expandedRowRender: (row) => (row.last ? <CheckDetails check={row.last} /> : null),
        }}
        columns={[
          {
            title: t('served.page.host'),
            dataIndex: 'host',
            width: 220,
            render: (host: string, row) => (
              <Space size={4} wrap>
                <span className="wrap-anywhere">{host}</span>
                {row.extra && <Tag>{t('served.page.extra')}</Tag>}
                {!row.enabled && <Tag data-testid={`served-disabled-${host}`}>{t('served.page.no')}</Tag>}
              </Space>
            ),
          },
          { title: t('served.page.port'), dataIndex: 'port', width: 80 },
          {
            title: t('served.page.status'),
            dataIndex: 'status',
            render: (status: string | null, row) => (
              <ServedStatusTag status={status} testId={`served-status-${row.host}`} />
            ),
          },
          {
            title: t('served.page.serial'),
            key: 'serial',
            render: (_: unknown, row) => <span className="wrap-anywhere">{row.last?.serial ?? '--'}</span>,
          },
          {
            title: t('served.page.issuer'),
            key: 'issuer',
            render: (_: unknown, row) => <span className="wrap-anywhere">{row.last?.issuer ?? '--'}</span>,
          },
          {
            title: t('served.page.expires'),
            key: 'expires',
            render: (_: unknown, row) => time(row.last?.notAfter),
          },
          {
            title: t('served.page.checkedAt'),
            dataIndex: 'checkedAt',
            render: (v: string | null) => time(v),
          },
          {
            title: t('served.page.alert'),
            key: 'alert',
            render: (_: unknown, row) => (
              <span data-testid={`served-alert-${row.host}`}>
                {row.alert ? (
                  <Typography.Text type="danger">
                    {t('served.page.alertOpen', { time: time(row.alertSince) })}
                  </Typography.Text>
                ) : row.alertClearedAt ? (
                  t('served.page.alertCleared', { time: time(row.alertClearedAt) })
                ) : (
                  t('served.page.noAlert')
                )}
              </span>
            ),
          },
          {
            title: t('served.page.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                {manage && (
                  <Button
                    size="small"
                    loading={checking(row.host)}
                    onClick={() => checkNow(row.host)}
                    data-testid={`served-check-${row.host}`}
                  >
                    {t('served.page.checkNow')}
                  </Button>
                )}
                {manage && (
                  <Button
                    size="small"
                    onClick={() => setEditing(row)}
                    data-testid={`served-edit-${row.host}`}
                  >
                    {t('served.page.edit')}
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() => setHistoryOf(row.host)}
                  data-testid={`served-history-${row.host}`}
                >
                  {t('served.page.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {manage && (
        <Space.Compact style={{ marginTop: 12, maxWidth: 480, width: '100%' }}>
          <Input
            value={newHost}
            onChange={(event) => setNewHost(event.target.value)}
            placeholder={t('served.page.addHostHint')}
            aria-label={t('served.page.addHost')}
            onPressEnter={() => newHost.trim() && addHost()}
            data-testid="served-add-host"
          />
          <Button
            loading={add.isPending}
            disabled={!newHost.trim()}
            onClick={addHost}
            data-testid="served-add"
          >
            {t('served.page.add')}
          </Button>
        </Space.Compact>
      )}
      <ServedHostModal orderID={orderID} host={editing} onClose={() => setEditing(undefined)} />
      <ServedHistoryDrawer orderID={orderID} host={historyOf} onClose={() => setHistoryOf(undefined)} />
    </Card>
  );
}
