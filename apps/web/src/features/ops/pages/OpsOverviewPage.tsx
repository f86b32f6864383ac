import { centsToAmount, sumCents, type OpsOverview } from '@portal/contract';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableSkeleton } from '../../../components/Skeleton';
import { OVERVIEW_DAYS, useOpsOverview } from '../api/opsOverview';
import { OpsBars } from '../components/OpsBars';
import { Icon } from '../../../components/icons/Icon';
import { warningOutlined } from '../../../components/icons/outline/warningOutlined';
import { OPS_CONTENT_PATHS } from '../content/contentPaths';
import { OPS_PATHS } from '../paths';
import '../ops.css';
import '../ops-overview.css';

/** A box of the overview with a title line (antd's small Card, in plain elements). */
function OverviewCard(props: { title: string; extra?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="ops-card" data-testid={props.testId}>
      <div className="ops-card__head">
        <h2 className="ops-card__title">{props.title}</h2>
        {props.extra}
      </div>
      <div className="ops-card__body">{props.children}</div>
    </section>
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
 * The console's first screen: plain elements, the charts drawn in CSS (OpsBars), nothing of antd (issue 31).
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
            <div
              className="ops-notice ops-notice--warning ops-overview__notice"
              role="alert"
              data-testid="ops-no-topup"
            >
              <Icon shape={warningOutlined} className="ops-notice__icon" />
              <div>
                <div className="ops-notice__title">{t('opsOverview.noTopup.title')}</div>
                <div>
                  {t('opsOverview.noTopup.text')}
                  <ul className="ops-overview__fixes">
                    <li>
                      <Link to={OFFLINE_SETTINGS} data-testid="ops-no-topup-offline">
                        {t('opsOverview.noTopup.offline')}
                      </Link>
                    </li>
                    <li>{t('opsOverview.noTopup.wallet')}</li>
                  </ul>
                </div>
              </div>
            </div>
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
            <OverviewCard
              title={t('opsOverview.sales')}
              extra={
                <span data-testid="ops-sales-total" data-cents={salesTotal}>
                  {t('opsOverview.salesTotal', { amount: centsToAmount(salesTotal), days: DAYS })}
                </span>
              }
              testId="ops-sales"
            >
              <OpsBars data={sales} color="#1677ff" testId="ops-sales-canvas" />
            </OverviewCard>
            <OverviewCard title={t('opsOverview.statuses')} testId="ops-statuses">
              <OpsBars data={statuses} color="#13a8a8" testId="ops-statuses-canvas" horizontal />
            </OverviewCard>
          </div>
        </>
      )}
    </div>
  );
}
