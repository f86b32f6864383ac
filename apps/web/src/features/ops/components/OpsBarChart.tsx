// ECharts for the console's overview (ADR 0003): only the parts a bar chart needs (core, bar series, grid,
// tooltip, canvas renderer); the overview page loads this module lazily, so no other page carries the library.
import { BarChart as BarSeries } from 'echarts/charts';
import type { BarSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption, ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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

/** A bar chart in a box of the card's width; it follows the box's size and is disposed with it. */
export function OpsBarChart({ data, color, testId }: OpsBarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(optionOf(data, color), { notMerge: true });
  }, [data, color]);

  // A canvas has no text: its label names every bar for screen readers (and tests).
  return (
    <div
      ref={box}
      className="ops-chart__canvas"
      data-testid={testId}
      role="img"
      aria-label={data.map((bar) => `${bar.name}: ${bar.value}`).join(', ')}
    />
  );
}
