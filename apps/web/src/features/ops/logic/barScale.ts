/** A bar of the overview's charts: its label (a day, a status) and its value. */
export interface Bar {
  name: string;
  value: number;
}

/** The top of a bar chart's scale: the largest value rounded up to 1, 2 or 5 times a power of ten (1 when empty). */
export function scaleTop(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest) ?? 10;
  return step * power;
}

/** A bar's length in percent of the scale (a value above zero shows at least a sliver). */
export function barPercent(value: number, top: number): number {
  if (value <= 0) return 0;
  return Math.max(1, Math.min(100, (value / top) * 100));
}

/** What the chart shows, as text (screen readers, tests): "name: value, …" in order. */
export function barsLabel(bars: readonly Bar[]): string {
  return bars.map((bar) => `${bar.name}: ${bar.value}`).join(', ');
}
