// The only module that imports ECharts: the dashboard page loads it lazily, so no other page carries the library.
// Only the parts a pie needs are registered (core, pie series, tooltip, legend, canvas renderer).
import { PieChart as PieSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption, ECharts } from 'echarts/core';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { PieSeriesOption } from 'echarts/charts';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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

/** A doughnut chart in a box of the card's width; it follows the box's size and is disposed with it. */
export function PieChart({ data, compact, testId }: PieChartProps) {
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
    chart.current?.setOption(optionOf({ data, compact }), { notMerge: true });
  }, [data, compact]);

  // A canvas has no text: its label names every slice for screen readers (and tests).
  return (
    <div
      ref={box}
      className="dashboard-chart__canvas"
      data-testid={testId}
      role="img"
      aria-label={data.map((slice) => `${slice.name}: ${slice.value}`).join(', ')}
    />
  );
}
