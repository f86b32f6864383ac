import { formatMoney, formatUsd, type DisplayCurrency } from '../../../../lib/format';

/** A USD amount in the display currency, with the USD figure beside it when the display is another currency. */
export function Money({
  usd,
  currency,
  negative = false,
  testId,
  className,
}: {
  usd: number;
  currency: DisplayCurrency;
  negative?: boolean;
  testId?: string;
  className?: string;
}) {
  const sign = negative && usd > 0 ? '-' : '';
  return (
    <span data-testid={testId} className={className}>
      {sign}
      {formatMoney(usd, currency)}
      {currency.code !== 'USD' && (
        <span className="purchase-usd">
          {' '}
          (USD {sign}
          {formatUsd(usd)})
        </span>
      )}
    </span>
  );
}
