// ECharts for the console's overview (ADR 0003): only the parts a bar chart needs (core, bar series, grid,
// tooltip, canvas renderer); the overview page loads this module lazily, so no other page carries the library.
import { BarChart as BarSeries } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { EChartBox } from '../../../components/EChartBox';
import { barOption, type Bar } from '../logic/barOption';

echarts.use([BarSeries, GridComponent, TooltipComponent, CanvasRenderer]);

export interface OpsBarChartProps {
  /** The bars' labels (days, statuses) and values, in order. */
  data: Bar[];
  color: string;
  testId: string;
  /** Horizontal bars, every one labelled (the statuses). */
  horizontal?: boolean;
}

/** A bar chart in a box of the card's width. */
export function OpsBarChart({ data, color, testId, horizontal = false }: OpsBarChartProps) {
  const option = useMemo(() => barOption(data, color, horizontal), [data, color, horizontal]);
  return (
    <EChartBox
      option={option}
      className={horizontal ? 'ops-chart__canvas ops-chart__canvas--tall' : 'ops-chart__canvas'}
      testId={testId}
      label={data.map((item) => `${item.name}: ${item.value}`).join(', ')}
    />
  );
}
