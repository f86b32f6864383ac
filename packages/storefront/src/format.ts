// Formatting shared by the server's render and the browser's hydration: no Intl, so both give the same text.

/** `{{name}}` placeholders of a catalogue text, filled. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A USD amount as `$1,234.00`: the contract's one formatter (no Intl either). */
export { formatUsd } from '@portal/contract';

/** A discount fraction (0..1) as whole percent. */
export const percentOf = (fraction: number) => Math.round(fraction * 100);

/**
 * Where Buy and Free trial go (the visitor purchase flow; the trial is one query flag). `validity`: the term of the
 * offer the Buy belongs to (months; issue 31), else the flow's default (24 months).
 */
export const buyHref = (shortName: string, validity?: number) =>
  `/contact-details?product=${encodeURIComponent(shortName)}${validity ? `&validity=${validity}` : ''}`;
export const trialHref = (shortName: string) => `${buyHref(shortName)}&trial=1`;
