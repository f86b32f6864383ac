import { centsToAmount, sumCents, type OpsOverview } from '@portal/contract';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableSkeleton } from '../../../components/Skeleton';
import { useShownWhenIdle } from '../../../lib/useShownWhenIdle';
import { OVERVIEW_DAYS, useOpsOverview } from '../api/opsOverview';
import { OPS_CONTENT_PATHS } from '../content/contentPaths';
import { OPS_PATHS } from '../paths';
import '../ops.css';
import '../ops-overview.css';

// ECharts comes with the first chart, once a chart is in view and the page (its text and tiles) is drawn and idle.
const OpsBarChart = lazy(async () => ({ default: (await import('../components/OpsBarChart')).OpsBarChart }));

const chartLoading = (
  <div className="ops-chart__canvas ops-chart__loading">
    <Spin />
  </div>
);

/** A chart of the overview: a spinner until it is in view and the browser idle, then ECharts draws it. */
function DeferredChart(props: {
  data: { name: string; value: number }[];
  color: string;
  testId: string;
  horizontal: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useShownWhenIdle(box);
  return (
    <div ref={box}>
      {shown ? (
        <Suspense fallback={chartLoading}>
          <OpsBarChart {...props} />
        </Suspense>
      ) : (
        chartLoading
      )}
    </div>
  );
}

const QUEUES: { key: keyof OpsOverview['queues']; to: string }[] = [
  { key: 'review', to: OPS_PATHS.queue },
  { key: 'refunds', to: OPS_PATHS.refunds },
  { key: 'payouts', to: OPS_PATHS.payouts },
  { key: 'offlinePayments', to: OPS_PATHS.offline },
  { key: 'requests', to: OPS_CONTENT_PATHS.requests },
];

const DAYS = OVERVIEW_DAYS;
/** The settings page, at its bank-transfer instructions. */
const OFFLINE_SETTINGS = `${OPS_CONTENT_PATHS.settings}#offline-instructions`;

/**
 * /ops/overview, the console's landing page: a tile per queue (its length, a link to its page), sales per UTC
 * day of the last 30 days and the orders of every account by status (docs/domain/operator-console.md). While
 * customers have no way to add funds (no card wallet, no bank-transfer instructions) it says so first, with links.
 */
export function OpsOverviewPage() {
  const { t } = useTranslation();
  const overview = useOpsOverview(DAYS);
  const data = overview.data;

  useEffect(() => {
    document.title = `${t('opsOverview.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const sales = useMemo(
    () => (data?.sales ?? []).map((day) => ({ name: day.day.slice(5), value: Number(day.amount) })),
    [data],
  );
  const statuses = useMemo(
    () =>
      (data?.statuses ?? []).map((row) => ({
        name: t(`orders.status.${row.status}`, { defaultValue: String(row.status) }),
        value: row.orders,
      })),
    [data, t],
  );
  const salesTotal = sumCents((data?.sales ?? []).map((day) => day.amount));

  const chart = (
    name: string,
    bars: { name: string; value: number }[],
    color: string,
    horizontal = false,
  ) => <DeferredChart data={bars} color={color} testId={`${name}-canvas`} horizontal={horizontal} />;

  return (
    <div className="page" data-testid="ops-overview-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsOverview.title')}</h1>
        {data && (
          <span data-testid="ops-overview-totp" data-required={String(data.totpRequired)}>
            <Link to="/ops/security">
              {t(data.totpRequired ? 'opsOverview.totpRequiredOn' : 'opsOverview.totpRequiredOff')}
            </Link>
          </span>
        )}
      </div>
      {overview.isError && <p data-testid="ops-overview-error">{t('opsOverview.loadFailed')}</p>}
      {!data ? (
        !overview.isError && (
          <div className="page__card">
            <TableSkeleton rows={5} />
          </div>
        )
      ) : (
        <>
          {!data.topup.wallet && !data.topup.offline && (
            <Alert
              type="warning"
              showIcon
              className="ops-overview__notice"
              title={t('opsOverview.noTopup.title')}
              description={
                <>
                  {t('opsOverview.noTopup.text')}
                  <ul className="ops-overview__fixes">
                    <li>
                      <Link to={OFFLINE_SETTINGS} data-testid="ops-no-topup-offline">
                        {t('opsOverview.noTopup.offline')}
                      </Link>
                    </li>
                    <li>{t('opsOverview.noTopup.wallet')}</li>
                  </ul>
                </>
              }
              data-testid="ops-no-topup"
            />
          )}
          <div className="ops-tiles" data-testid="ops-overview-tiles">
            {QUEUES.map((queue) => (
              <Link
                key={queue.key}
                to={queue.to}
                className="ops-tile"
                data-testid={`ops-tile-${queue.key}`}
                data-count={data.queues[queue.key]}
              >
                <span className="ops-tile__label">{t(`opsOverview.queue.${queue.key}`)}</span>
                <span className="ops-tile__value" data-testid={`ops-tile-${queue.key}-count`}>
                  {data.queues[queue.key].toLocaleString()}
                </span>
              </Link>
            ))}
          </div>
          <div className="ops-charts">
            <Card
              size="small"
              title={t('opsOverview.sales')}
              extra={
                <span data-testid="ops-sales-total" data-cents={salesTotal}>
                  {t('opsOverview.salesTotal', { amount: centsToAmount(salesTotal), days: DAYS })}
                </span>
              }
              data-testid="ops-sales"
            >
              {chart('ops-sales', sales, '#1677ff')}
            </Card>
            <Card size="small" title={t('opsOverview.statuses')} data-testid="ops-statuses">
              {chart('ops-statuses', statuses, '#13a8a8', true)}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
