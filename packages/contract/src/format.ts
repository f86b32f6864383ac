/** Formatting rules of spec section 9, shared by server texts and the web app. */

/** Integer cents to a plain two-decimal string: 12345 -> "123.45", -5 -> "-0.05". */
export function centsToAmount(cents: number | bigint): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${fraction}`;
}

/** "12.3" / "12.30" / "12" -> 1230; undefined when not a non-negative amount with at most two decimals. */
export function amountToCents(amount: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in local time; "--" for null, undefined, invalid or zero dates. */
export function formatDateTime(value: string | number | Date | null | undefined, withTime = true): string {
  if (value === null || value === undefined || value === '') return '--';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || date.getTime() <= 0) return '--';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
