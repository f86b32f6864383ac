import { currencyDigits, formatDateTime, formatUsd } from '@portal/contract';

export { formatDateTime };

export interface DisplayCurrency {
  code: string;
  symbol: string;
  /** Units of the currency per US dollar (1 for USD) and the day of that rate. */
  rate: number;
  rateDate: string;
}

export const USD_DISPLAY: DisplayCurrency = { code: 'USD', symbol: '$', rate: 1, rateDate: '' };

/**
 * A USD amount ("12.30") in the display currency. Settlement is always USD; other currencies are display
 * only, converted by a live rate. Without a rate for the display currency the USD amount is shown with its code.
 */
export function formatMoney(usdAmount: string | number, display: DisplayCurrency): string {
  const value = typeof usdAmount === 'number' ? usdAmount : Number(usdAmount);
  if (!Number.isFinite(value)) return '--';
  if (display.code === 'USD') return formatUsd(value);
  if (!Number.isFinite(display.rate) || display.rate <= 0) return `USD ${value.toFixed(2)}`;
  return formatAmount(value * display.rate, display.code, display.symbol);
}

/** An amount already in `code` (e.g. converted by the server) with its symbol and the currency's decimals. */
export function formatAmount(value: number, code: string, symbol: string): string {
  const digits = currencyDigits(code);
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${symbol}${text}`;
}

/** A USD amount exactly as settled: "$12.30" whatever the display currency (the contract's one formatter). */
export { formatUsd };
