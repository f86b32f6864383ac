// The box every ECharts chart draws in (ADR 0003): it follows the box's size and is disposed with it. Each chart
// module registers only the ECharts parts it needs (`echarts.use`) and is loaded lazily by its page, so pages
// without a chart never carry the library.
import * as echarts from 'echarts/core';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

export interface EChartBoxProps {
  option: EChartsCoreOption;
  className: string;
  testId: string;
  /** A canvas has no text: this label names what it shows for screen readers (and tests). */
  label: string;
}

export function EChartBox({ option, className, testId, label }: EChartBoxProps) {
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
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} className={className} data-testid={testId} role="img" aria-label={label} />;
}
