import type { ChartSlice } from '@portal/contract';

/**
 * Legends the server names in English (spec 001 section 3) that the page translates; brands and DV / OV / EV are
 * names and stay as they are.
 */
const LEGEND_KEYS: Record<string, string> = {
  Wildcard: 'dashboard.legends.wildcard',
  'Single Domain': 'dashboard.legends.singleDomain',
  'Multi-Domain': 'dashboard.legends.multiDomain',
  '30 days': 'dashboard.legends.days30',
  '7 days': 'dashboard.legends.days7',
};

/** The i18n key of a legend, or undefined when the legend is shown as the server names it. */
export function legendKey(name: string): string | undefined {
  return LEGEND_KEYS[name];
}

export function totalOf(slices: readonly ChartSlice[]): number {
  return slices.reduce((sum, slice) => sum + slice.value, 0);
}

/** The slices with the legend each shows; a slice of 0 keeps its legend entry (the chart draws nothing for it). */
export function labelled(
  slices: readonly ChartSlice[],
  translate: (key: string) => string,
): { name: string; value: number }[] {
  return slices.map((slice) => {
    const key = legendKey(slice.name);
    return { name: key ? translate(key) : slice.name, value: slice.value };
  });
}
