// Money on both sides of the API: amounts travel as decimal US dollars (12.3 or "12.30"), every sum and
// comparison is made in integer cents, and one formatter writes them (the web app and the public pages).

/**
 * A decimal USD amount as the API answers it to integer cents. The answer's number is the nearest double to a
 * two-decimal amount, so rounding recovers the cents exactly; NaN for anything that is not a number.
 */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/** The sum of decimal USD amounts, in integer cents (no float drift however many are added). */
export function sumCents(amounts: Iterable<number | string>): number {
  let total = 0;
  for (const amount of amounts) total += toCents(amount);
  return total;
}

/** Integer cents back to the decimal amount a request or a chart takes: 1230 -> 12.3. */
export const centsToNumber = (cents: number): number => Math.round(cents) / 100;

/** Integer cents as `$1,234.00` (`-$5.00` below zero); no Intl, so server and browser write the same text. */
export function formatUsdCents(cents: number): string {
  if (!Number.isFinite(cents)) return '--';
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** A decimal USD amount as `$1,234.00`; `--` when it is not a number. */
export const formatUsd = (amount: number | string): string => formatUsdCents(toCents(amount));
