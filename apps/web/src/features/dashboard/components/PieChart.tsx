// The dashboard's doughnut (ADR 0003): only the parts a pie needs are registered (pie series, tooltip, legend,
// canvas renderer); the dashboard page loads this module lazily, so no other page carries the library.
import { PieChart as PieSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { PieSeriesOption } from 'echarts/charts';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { EChartBox } from '../../../components/EChartBox';

echarts.use([PieSeries, TooltipComponent, LegendComponent, CanvasRenderer]);

type PieOption = ComposeOption<PieSeriesOption | TooltipComponentOption | LegendComponentOption>;

export interface PieChartProps {
  /** The slices, legends already in the page's language. */
  data: { name: string; value: number }[];
  /** Legend below the pie (narrow screens) or beside it. */
  compact: boolean;
  testId: string;
}

function optionOf({ data, compact }: Pick<PieChartProps, 'data' | 'compact'>): PieOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    // On a phone every legend stays in view, wrapped in rows under the pie; beside it, a long list scrolls.
    legend: compact
      ? { type: 'plain', orient: 'horizontal', bottom: 0, left: 'center' }
      : { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: compact ? ['32%', '56%'] : ['42%', '70%'],
        center: compact ? ['50%', '38%'] : ['38%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        data,
      },
    ],
  };
}

/** A doughnut chart in a box of the card's width. */
export function PieChart({ data, compact, testId }: PieChartProps) {
  const option = useMemo(() => optionOf({ data, compact }), [data, compact]);
  return (
    <EChartBox
      option={option}
      className="dashboard-chart__canvas"
      testId={testId}
      label={data.map((item) => `${item.name}: ${item.value}`).join(', ')}
    />
  );
}
