// ECharts for the console's overview (ADR 0003): only the parts a bar chart needs (core, bar series, grid,
// tooltip, canvas renderer); the overview page loads this module lazily, so no other page carries the library.
import { BarChart as BarSeries } from 'echarts/charts';
import type { BarSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { EChartBox } from '../../../components/EChartBox';

echarts.use([BarSeries, GridComponent, TooltipComponent, CanvasRenderer]);

type BarOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface OpsBarChartProps {
  /** The bars' labels (days, statuses) and values, in order. */
  data: { name: string; value: number }[];
  color: string;
  testId: string;
}

const optionOf = (data: OpsBarChartProps['data'], color: string): BarOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: data.map((bar) => bar.name), axisLabel: { hideOverlap: true } },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: data.map((bar) => bar.value), itemStyle: { color }, barMaxWidth: 28 }],
});

/** A bar chart in a box of the card's width. */
export function OpsBarChart({ data, color, testId }: OpsBarChartProps) {
  const option = useMemo(() => optionOf(data, color), [data, color]);
  return (
    <EChartBox
      option={option}
      className="ops-chart__canvas"
      testId={testId}
      label={data.map((item) => `${item.name}: ${item.value}`).join(', ')}
    />
  );
}
