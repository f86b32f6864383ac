import type { ChartSlice } from '@portal/contract';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/useIsMobile';
import { labelled, totalOf } from '../logic/charts';

// ECharts comes with the first chart, after the counts and tables are on screen.
const PieChart = lazy(async () => ({ default: (await import('./PieChart')).PieChart }));

/** One pie chart in a card titled with what it counts and its total; an empty state when there is nothing. */
export function ChartCard({
  title,
  slices,
  empty,
  name,
}: {
  title: string;
  slices: ChartSlice[];
  empty: string;
  /** Test id prefix. */
  name: string;
}) {
  const { t } = useTranslation();
  const compact = useIsMobile();
  const total = totalOf(slices);
  const data = useMemo(() => labelled(slices, (key) => t(key)), [slices, t]);
  return (
    <Card
      size="small"
      title={title}
      extra={
        <span data-testid={`${name}-total`} data-total={total}>
          {t('dashboard.total', { total })}
        </span>
      }
      className="dashboard-chart"
      data-testid={name}
    >
      {total === 0 ? (
        <div className="dashboard-chart__empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} data-testid={`${name}-empty`} />
        </div>
      ) : (
        <Suspense
          fallback={
            <div className="dashboard-chart__canvas dashboard-chart__loading">
              <Spin />
            </div>
          }
        >
          <PieChart data={data} compact={compact} testId={`${name}-canvas`} />
        </Suspense>
      )}
    </Card>
  );
}
