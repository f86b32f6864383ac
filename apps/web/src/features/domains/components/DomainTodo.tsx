import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ConnectorRow } from '../api/connectors';
import type { DomainListRow } from '../api/domains';

const BREAK = { wordBreak: 'break-all' } as const;

/**
 * What the customer does for a name (Domains page, "What to do"): nothing when it validates by itself; for a
 * pending delegation the CNAME to create with copy buttons; a connector whose last test failed to be tested again;
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
      </div>
    );
  return <span data-testid={id}>{t('domainsUi.todo.manual')}</span>;
}
