import type { OpsUpstreamRow, OpsUpstreamTestAnswer } from '@portal/contract';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { opsUpstreamsKey, testUpstream, useOpsUpstreams } from '../api/opsUpstreams';
import { UpstreamMargin } from '../components/UpstreamMargin';
import { UpstreamRoutes } from '../components/UpstreamRoutes';
import '../ops.css';

const SECRETS = ['eab', 'apiKey', 'webhook', 'caBundle'] as const;

/** "Brand" or "Brand · product": what a route covers. */
/** A route as the upstreams table names it: brand, or brand · product, with the upstream product it names. */
export const routeTarget = (route: {
  brand: string;
  product: string | null;
  upstreamProduct?: string | null;
}) => {
  const target = route.product ? `${route.brand} · ${route.product}` : route.brand;
  return route.upstreamProduct ? `${target} (${route.upstreamProduct})` : target;
};

/**
 * /ops/upstreams: the named upstream CAs (builtin first) with their type, endpoint, which credentials are set
 * (never the credentials), routes and health, a Test per upstream (`portal upstream:test`), and the routing
 * table of new orders with its edit form (docs/domain/upstreams.md). Upstreams themselves are defined at the
 * command line (`portal upstream:set`): credentials are never typed into the browser.
 */
export function OpsUpstreamsPage() {
  const { t } = useTranslation();
  const upstreams = useOpsUpstreams();
  const queryClient = useQueryClient();
  const [testing, setTesting] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<Record<string, OpsUpstreamTestAnswer>>({});

  useEffect(() => {
    document.title = `${t('opsUpstreams.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const runTest = async (name: string) => {
    setTesting((now) => new Set(now).add(name));
    try {
      const answer = await testUpstream(name);
      setResults((now) => ({ ...now, [name]: answer }));
      if (answer.ok) toast.success(t('opsUpstreams.testOk', { name }));
      else toast.error(t('opsUpstreams.testFailed', { name, error: answer.error ?? '' }));
    } catch {
      // The client has shown the server's {code, msg}.
    } finally {
      setTesting((now) => {
        const next = new Set(now);
        next.delete(name);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: opsUpstreamsKey });
    }
  };

  const c = (key: string) => t(`opsUpstreams.columns.${key}`);
  const columns: ResponsiveColumn<OpsUpstreamRow>[] = [
    {
      key: 'name',
      title: c('name'),
      dataIndex: 'name',
      width: 160,
      card: 'head',
      render: (name: string, row) => (
        <span data-testid={`ops-upstream-name-${name}`}>
          <strong>{name}</strong>
          {row.fromEnv && (
            <Tag className="ops-upstream-tag" bordered={false}>
              {t('opsUpstreams.fromEnv')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'type',
      title: c('type'),
      dataIndex: 'type',
      width: 150,
      render: (type: OpsUpstreamRow['type']) => t(`opsUpstreams.types.${type}`),
    },
    {
      key: 'endpoint',
      title: c('endpoint'),
      width: 280,
      render: (_: unknown, row) => <Endpoint row={row} />,
    },
    {
      key: 'routes',
      title: c('routes'),
      width: 200,
      render: (_: unknown, row) =>
        row.routes.length === 0 ? (
          <span className="ops-muted">{t('opsUpstreams.noRoutes')}</span>
        ) : (
          <span className="wrap-anywhere">{row.routes.map(routeTarget).join(', ')}</span>
        ),
    },
    {
      key: 'health',
      title: c('health'),
      width: 300,
      render: (_: unknown, row) => <Health row={row} result={results[row.name]} />,
    },
    {
      key: 'waiting',
      title: c('waiting'),
      dataIndex: 'ordersWaiting',
      width: 120,
      card: 'extra',
      render: (count: number, row) => <span data-testid={`ops-upstream-waiting-${row.name}`}>{count}</span>,
    },
    {
      key: 'actions',
      title: '',
      width: 110,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) => (
        <Button
          size="small"
          loading={testing.has(row.name)}
          onClick={() => void runTest(row.name)}
          data-testid={`ops-upstream-test-${row.name}`}
        >
          {testing.has(row.name) ? t('opsUpstreams.testing') : t('opsUpstreams.test')}
        </Button>
      ),
    },
  ];

  const list = upstreams.data?.list ?? [];
  return (
    <div className="page" data-testid="ops-upstreams-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsUpstreams.title')}</h1>
      </div>
      <div className="page__card">
        <p>{t('opsUpstreams.intro')}</p>
        <ResponsiveTable<OpsUpstreamRow>
          rowKey="name"
          size="middle"
          columns={columns}
          dataSource={list}
          loading={upstreams.isFetching && !upstreams.isPending}
          pending={upstreams.isPending}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 1320 }}
          rowTestId={(row) => `ops-upstream-row-${row.name}`}
          data-testid="ops-upstreams-table"
        />
      </div>
      <UpstreamRoutes upstreams={list} pending={upstreams.isPending} />
      <UpstreamMargin />
    </div>
  );
}

/** The directory or API base, the preferred chain, and which credentials are set (never their values). */
function Endpoint({ row }: { row: OpsUpstreamRow }) {
  const { t } = useTranslation();
  const set = SECRETS.filter((secret) => row[secret]).map((secret) => t(`opsUpstreams.secrets.${secret}`));
  const url = row.directoryUrl ?? row.apiBase;
  return (
    <div data-testid={`ops-upstream-endpoint-${row.name}`}>
      {url ? <div className="wrap-anywhere">{url}</div> : <div>--</div>}
      {row.preferredChain && (
        <div className="ops-muted">{t('opsUpstreams.preferredChain', { chain: row.preferredChain })}</div>
      )}
      {set.length > 0 && (
        <div className="ops-muted" data-testid={`ops-upstream-secrets-${row.name}`}>
          {t('opsUpstreams.secretsSet', { list: set.join(', ') })}
        </div>
      )}
    </div>
  );
}

/** Last success, last error with its message, and the answer of a Test run on this page. */
function Health({ row, result }: { row: OpsUpstreamRow; result: OpsUpstreamTestAnswer | undefined }) {
  const { t } = useTranslation();
  const never = !row.lastSuccessAt && !row.lastErrorAt;
  return (
    <div data-testid={`ops-upstream-health-${row.name}`}>
      {row.lastSuccessAt && (
        <div>{t('opsUpstreams.lastSuccess', { at: formatDateTime(row.lastSuccessAt) })}</div>
      )}
      {row.lastErrorAt && (
        <div className="ops-problem wrap-anywhere">
          {t('opsUpstreams.lastError', {
            at: formatDateTime(row.lastErrorAt),
            message: row.lastError ?? '',
          })}
        </div>
      )}
      {never && <div className="ops-muted">{t('opsUpstreams.neverReached')}</div>}
      {result && (
        <div
          className={result.ok ? 'ops-upstream-ok' : 'ops-problem wrap-anywhere'}
          data-testid={`ops-upstream-result-${row.name}`}
        >
          {result.ok
            ? t('opsUpstreams.testOk', { name: result.name })
            : t('opsUpstreams.testFailed', { name: result.name, error: result.error ?? '' })}
        </div>
      )}
    </div>
  );
}
