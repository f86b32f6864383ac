import type { ButtonProps } from 'antd/es/button';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { isApiError } from '../../../lib/api';
import { may } from '../../../lib/access';
import { useProfile } from '../../../lib/queries/profile';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useConnectors } from '../api/connectors';
import { domainsKey, removeDelegation, useDomains, type DomainListRow } from '../api/domains';
import { DelegateDomainForm } from '../components/DelegateDomainForm';
import { DelegationDialog } from '../components/DelegationDialog';
import { DomainTodo } from '../components/DomainTodo';
import { NextRenewal } from '../components/NextRenewal';
import { delegationDomainOf, isDelegationOff, modeTag, stateColor } from '../logic/domainRows';
import '../domains.css';

const PAGE_SIZE = 50;

/** The DNS-connector panel: its own chunk (the add form's rules bring the contract schemas). */
const ConnectorsPanel = lazy(() => import('../components/ConnectorsPanel'));

/**
 * Domains (/admin/domains, issue 34): every name the account has ordered or delegated, how it validates (manual,
 * delegated, connector), the covering delegation's state, the last validation and the end of its reuse.
 * "Validate automatically" opens the CNAME dialog (DCV delegation); "Remove delegation" after a confirmation.
 * When the server says delegation is off (409, 1060) a notice replaces the actions. "What to do" per name (the
 * CNAME of a pending delegation with copy buttons). Below the list, the DNS connectors (orders.manage). Cards
 * below 992 px.
 */
export function DomainsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const profile = useProfile();
  const domains = useDomains();
  const manage = profile.data ? may('orders.manage', profile.data.capabilities) : false;
  // The connectors' last tests tell "what to do" for the names they cover (orders.manage only).
  const connectors = useConnectors(manage);
  const [delegating, setDelegating] = useState<string>();
  const [off, setOff] = useState(false);
  const [page, setPage] = useState(1);

  useEffect(() => {
    document.title = `${t('domains.page.title')} · ${t('web.app.title')}`;
  }, [t]);

  const reload = () => void client.invalidateQueries({ queryKey: domainsKey });

  const confirmRemove = (domain: string) =>
    Modal.confirm({
      title: t('domains.page.removeConfirm', { domain }),
      content: t('domains.page.removeHint'),
      okText: t('domains.page.remove'),
      okButtonProps: { danger: true, ...testId<ButtonProps>('domain-remove-ok') },
      cancelText: t('web.common.cancel'),
      onOk: () =>
        removeDelegation(domain).then(
          () => {
            toast.success(t('domains.page.removed', { domain }));
            reload();
          },
          (error: unknown) => {
            if (isDelegationOff(error)) setOff(true);
            else toast.error(isApiError(error) ? error.msg : t('unknownError'));
          },
        ),
    });

  const columns: ResponsiveColumn<DomainListRow>[] = [
    {
      key: 'domain',
      title: t('domains.page.columns.domain'),
      dataIndex: 'domain',
      width: 180,
      card: 'head',
      render: (domain: string) => (
        <span className="wrap-anywhere" data-testid={`domain-name-${domain}`}>
          {domain}
        </span>
      ),
    },
    {
      key: 'mode',
      title: t('domains.page.columns.mode'),
      dataIndex: 'mode',
      width: 150,
      card: 'extra',
      // How it validates, and under it the covering delegation's state (a parent's: "by <domain>").
      render: (mode: DomainListRow['mode'], row) => {
        const tag = modeTag(mode);
        return (
          <>
            <Tooltip title={t(tag.hintKey)}>
              <Tag color={tag.color} data-testid={`domain-mode-${row.domain}`}>
                {t(tag.labelKey)}
              </Tag>
            </Tooltip>
            <div className="domains-muted" data-testid={`domain-delegation-${row.domain}`}>
              {row.delegation ? (
                <>
                  <Tag color={stateColor(row.delegation.state)}>
                    {t(`domains.page.states.${row.delegation.state}`)}
                  </Tag>
                  {row.delegation.domain !== row.domain &&
                    t('domains.page.coveredBy', { domain: row.delegation.domain })}
                </>
              ) : (
                t('domains.page.states.none')
              )}
            </div>
          </>
        );
      },
    },
    { key: 'orders', title: t('domains.page.columns.orders'), dataIndex: 'orders', width: 70 },
    {
      key: 'lastValidatedAt',
      title: t('domains.page.columns.lastValidated'),
      dataIndex: 'lastValidatedAt',
      width: DATE_TIME_COLUMN_WIDTH,
      // The end of its reuse under it: a new certificate after that date validates again.
      render: (value: string | null, row) => (
        <>
          <DateTimeText value={value} testId={`domain-validated-${row.domain}`} />
          {row.reuseEndsAt && (
            <div className="domains-muted">
              {t('web.common.label', { label: t('domains.page.columns.reuseEnds') })}{' '}
              <DateTimeText value={row.reuseEndsAt} testId={`domain-reuse-${row.domain}`} />
            </div>
          )}
        </>
      ),
    },
    {
      key: 'todo',
      title: t('domainsUi.todo.column'),
      width: 240,
      render: (_, row) => <DomainTodo row={row} connectors={connectors.data?.list} />,
    },
    {
      key: 'nextReissue',
      title: t('domainsUi.next.column'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, row) => <NextRenewal row={row} />,
    },
  ];
  if (manage && !off)
    columns.push({
      key: 'action',
      title: t('web.common.action'),
      width: 230,
      fixed: 'right',
      card: 'actions',
      render: (_, row) => {
        const target = delegationDomainOf(row);
        return (
          <span className="nowrap">
            <Button
              type="link"
              size="small"
              onClick={() => setDelegating(target)}
              data-testid={`domain-delegate-${row.domain}`}
            >
              {row.delegation ? t('domains.page.check') : t('domains.page.validate')}
            </Button>
            {row.delegation?.domain === row.domain && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => confirmRemove(target)}
                data-testid={`domain-remove-${row.domain}`}
              >
                {t('domains.page.remove')}
              </Button>
            )}
          </span>
        );
      },
    });

  const rows = domains.data?.list ?? [];
  return (
    <div className="page" data-testid="domains-page">
      <h1 className="page__title">{t('domains.page.title')}</h1>
      <p className="domains-intro">{t('domains.page.intro')}</p>
      {off && (
        <Alert
          className="domains-notice"
          type="info"
          showIcon
          title={t('domains.page.off')}
          data-testid="domains-off"
        />
      )}
      <div className="page__card">
        {manage && !off && <DelegateDomainForm onDelegate={setDelegating} />}
        <ResponsiveTable<DomainListRow>
          rowKey="domain"
          size="middle"
          columns={columns}
          dataSource={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
          pending={domains.isPending}
          loading={domains.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rows.length,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: 1040 }}
          rowTestId={(row) => `domain-row-${row.domain}`}
          locale={{ emptyText: t('domains.page.empty') }}
          data-testid="domains-table"
        />
      </div>
      {manage && (
        <Suspense fallback={null}>
          <ConnectorsPanel />
        </Suspense>
      )}
      {delegating && (
        <DelegationDialog
          domain={delegating}
          onOff={() => {
            setOff(true);
            setDelegating(undefined);
          }}
          onClose={() => {
            setDelegating(undefined);
            reload();
          }}
        />
      )}
    </div>
  );
}

export default DomainsPage;
