import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { isApiError } from '../../../lib/api';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import {
  connectorsKey,
  removeConnector,
  testConnector,
  useConnectors,
  type ConnectorRow,
} from '../api/connectors';
import { domainsKey } from '../api/domains';
import { ConnectorForm } from './ConnectorForm';

/** The tag of a connector's last test: passed, failed (its problem in a tooltip), or not tested. */
function TestResult({ row }: { row: ConnectorRow }) {
  const { t } = useTranslation();
  const id = `connector-result-${row.id}`;
  if (row.lastTestResult === null)
    return <Tag data-testid={id}>{t('domainsUi.connectors.results.never')}</Tag>;
  if (row.lastTestResult === 'ok')
    return (
      <Tag color="green" data-testid={id}>
        {t('domainsUi.connectors.results.ok')}
      </Tag>
    );
  return (
    <Tooltip title={row.problem}>
      <Tag color="red" data-testid={id}>
        {t('domainsUi.connectors.results.failed')}
      </Tag>
    </Tooltip>
  );
}

/**
 * DNS connectors on the Domains page (docs/domain/dns-connectors.md "In the portal"), for callers with
 * orders.manage: the stored connectors (provider, zones the last passed test saw, last test), "Add a connector",
 * Test (a failed test is a result: its problem is shown), Remove after a confirmation. Credentials are typed
 * once and never shown back (the calls never answer them).
 */
export function ConnectorsPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const connectors = useConnectors();
  const [adding, setAdding] = useState(false);
  const [testing, setTesting] = useState<number>();

  const reload = () => {
    void client.invalidateQueries({ queryKey: connectorsKey });
    // A connector's zones decide which names validate through it.
    void client.invalidateQueries({ queryKey: domainsKey });
  };

  const test = (row: ConnectorRow) => {
    setTesting(row.id);
    testConnector(row.id).then(
      (answer) => {
        setTesting(undefined);
        if (answer.lastTestResult === 'ok')
          toast.success(t('domainsUi.connectors.testPassed', { label: answer.label }));
        else
          toast.warning(
            t('domainsUi.connectors.testFailed', { label: answer.label, problem: answer.problem ?? '' }),
          );
        reload();
      },
      (error: unknown) => {
        setTesting(undefined);
        toast.error(isApiError(error) ? error.msg : t('unknownError'));
        reload();
      },
    );
  };

  const confirmRemove = (row: ConnectorRow) =>
    Modal.confirm({
      title: t('domainsUi.connectors.removeConfirm', { label: row.label }),
      content: t('domainsUi.connectors.removeHint'),
      okText: t('domainsUi.connectors.remove'),
      okButtonProps: { danger: true, ...testId<ButtonProps>('connector-remove-ok') },
      cancelText: t('web.common.cancel'),
      onOk: () =>
        removeConnector(row.id).then(
          () => {
            toast.success(t('domainsUi.connectors.removed', { label: row.label }));
            reload();
          },
          (error: unknown) => toast.error(isApiError(error) ? error.msg : t('unknownError')),
        ),
    });

  const columns: ResponsiveColumn<ConnectorRow>[] = [
    {
      key: 'label',
      title: t('domainsUi.connectors.columns.label'),
      dataIndex: 'label',
      width: 200,
      card: 'head',
      render: (label: string, row) => (
        <span className="wrap-anywhere" data-testid={`connector-label-${row.id}`}>
          {label}
        </span>
      ),
    },
    {
      key: 'provider',
      title: t('domainsUi.connectors.columns.provider'),
      dataIndex: 'provider',
      width: 170,
      card: 'extra',
      render: (provider: ConnectorRow['provider'], row) => (
        <span data-testid={`connector-provider-${row.id}`}>
          {t(`domainsUi.connectors.providers.${provider}`)}
        </span>
      ),
    },
    {
      key: 'zones',
      title: t('domainsUi.connectors.columns.zones'),
      dataIndex: 'zones',
      render: (zones: string[], row) => (
        <span className="wrap-anywhere" data-testid={`connector-zones-${row.id}`}>
          {zones.length > 0 ? zones.join(', ') : t('domainsUi.connectors.noZones')}
        </span>
      ),
    },
    {
      key: 'lastTest',
      title: t('domainsUi.connectors.columns.lastTest'),
      width: DATE_TIME_COLUMN_WIDTH + 90,
      render: (_, row) => (
        <span>
          <TestResult row={row} /> <DateTimeText value={row.lastTestAt} />
        </span>
      ),
    },
    {
      key: 'action',
      title: t('web.common.action'),
      width: 170,
      fixed: 'right',
      card: 'actions',
      render: (_, row) => (
        <span className="nowrap">
          <Button
            type="link"
            size="small"
            loading={testing === row.id}
            onClick={() => test(row)}
            data-testid={`connector-test-${row.id}`}
          >
            {t('domainsUi.connectors.test')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirmRemove(row)}
            data-testid={`connector-remove-${row.id}`}
          >
            {t('domainsUi.connectors.remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="page__card domains-connectors" data-testid="connectors-panel">
      <div className="domains-connectors__head">
        <h2 className="domains-connectors__title">{t('domainsUi.connectors.title')}</h2>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="connector-add">
          {t('domainsUi.connectors.add')}
        </Button>
      </div>
      <p className="domains-muted">{t('domainsUi.connectors.intro')}</p>
      <ResponsiveTable<ConnectorRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={connectors.data?.list ?? []}
        pending={connectors.isPending}
        loading={connectors.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
        rowTestId={(row) => `connector-row-${row.id}`}
        locale={{ emptyText: t('domainsUi.connectors.empty') }}
        data-testid="connectors-table"
      />
      {adding && (
        <ConnectorForm
          onDone={(saved) => {
            setAdding(false);
            if (!saved) return;
            toast.success(t('domainsUi.connectors.form.saved', { label: saved.label }));
            reload();
          }}
        />
      )}
    </section>
  );
}

export default ConnectorsPanel;
