import Typography from 'antd/es/typography';
import { acmeDelegationRecordName } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { ConnectorRow } from '../api/connectors';
import { formatDateTime } from '../../../lib/format';
import type { DomainListRow } from '../api/domains';

const BREAK = { wordBreak: 'break-all' } as const;

/**
 * What the customer does for a name (Domains page, "What to do"): nothing when it validates by itself; for a
 * pending delegation the CNAMEs to create with copy buttons (the second one for ACME CAs' dns-01); a coming renewal
 * that will need a validation by hand, with its date; a connector whose last test failed to be tested again;
 * else how to make it automatic.
 */
export function DomainTodo({
  row,
  connectors,
}: {
  row: DomainListRow;
  /** The account's connectors when the caller may read them (their last test), else undefined. */
  connectors: readonly ConnectorRow[] | undefined;
}) {
  const { t } = useTranslation();
  const id = `domain-todo-${row.domain}`;
  if (row.mode === 'delegated') return <span data-testid={id}>{t('domainsUi.todo.delegated')}</span>;
  if (row.mode === 'connector' && row.connector) {
    const stored = connectors?.find((c) => c.id === row.connector?.id);
    const failing = stored?.lastTestResult != null && stored.lastTestResult !== 'ok';
    return (
      <span data-testid={id}>
        {t(failing ? 'domainsUi.todo.connectorFailing' : 'domainsUi.todo.connector', {
          label: row.connector.label,
        })}
      </span>
    );
  }
  if (row.delegation?.state === 'pending')
    return (
      <div data-testid={id}>
        <div>{t('domainsUi.todo.pending')}</div>
        <Typography.Text code copyable style={BREAK} data-testid={`domain-cname-name-${row.domain}`}>
          {`_dnsauth.${row.delegation.domain}`}
        </Typography.Text>{' '}
        CNAME{' '}
        <Typography.Text code copyable style={BREAK} data-testid={`domain-cname-target-${row.domain}`}>
          {row.delegation.target}
        </Typography.Text>
        <div>{t('domainsUi.acme.intro')}</div>
        <Typography.Text code copyable style={BREAK} data-testid={`domain-cname-acme-${row.domain}`}>
          {acmeDelegationRecordName(row.delegation.domain)}
        </Typography.Text>{' '}
        CNAME <Typography.Text code>{row.delegation.target}</Typography.Text>
      </div>
    );
  // A coming renewal that will wait for the customer is named with its date (the notice mail says the same).
  if (row.action === 'delegate' && row.nextReissue)
    return (
      <span data-testid={id}>
        {t('domainsUi.todo.renewalNeedsYou', { date: formatDateTime(row.nextReissue.at) })}
      </span>
    );
  return <span data-testid={id}>{t('domainsUi.todo.manual')}</span>;
}
