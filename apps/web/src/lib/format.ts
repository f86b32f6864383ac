import { formatDateTime } from '@portal/contract';

export { formatDateTime };

export interface DisplayCurrency {
  code: string;
  symbol: string;
}

/**
 * A USD amount ("12.30") in the display currency. Settlement is always USD; other currencies are display
 * only, converted by a live rate. Without a rate for the display currency the USD amount is shown with its code.
 */
export function formatMoney(usdAmount: string | number, display: DisplayCurrency, rate?: number): string {
  const value = typeof usdAmount === 'number' ? usdAmount : Number(usdAmount);
  if (!Number.isFinite(value)) return '--';
  if (display.code === 'USD') return `$${value.toFixed(2)}`;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return `USD ${value.toFixed(2)}`;
  return `${display.symbol}${(value * rate).toFixed(2)}`;
}
