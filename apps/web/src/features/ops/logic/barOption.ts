import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type BarOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface Bar {
  name: string;
  value: number;
}

/**
 * The overview's bar charts. Days (vertical bars) may skip labels where they would overlap: the dates are in
 * order. Statuses (horizontal bars, `horizontal`) label every bar: 14 names that cannot be guessed from their
 * neighbours, each on its own line, read top to bottom in status order.
 */
export function barOption(data: readonly Bar[], color: string, horizontal = false): BarOption {
  const names = data.map((bar) => bar.name);
  const series: BarSeriesOption[] = [
    { type: 'bar', data: data.map((bar) => bar.value), itemStyle: { color }, barMaxWidth: 28 },
  ];
  const grid: GridComponentOption = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true };
  if (horizontal)
    return {
      tooltip: { trigger: 'axis' },
      grid,
      yAxis: { type: 'category', data: names, inverse: true, axisLabel: { interval: 0 } },
      xAxis: { type: 'value', minInterval: 1 },
      series,
    };
  return {
    tooltip: { trigger: 'axis' },
    grid,
    xAxis: { type: 'category', data: names, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}
