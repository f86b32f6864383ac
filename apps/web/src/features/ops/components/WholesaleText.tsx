import { formatUsdCents, type OpsOrderWholesale } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Cents of a currency as the console shows them: US dollars as "$12.50", others as "12.50 EUR". */
const amountOf = (cents: number, currency: string | null) =>
  currency === null || currency === 'USD' ? formatUsdCents(cents) : `${(cents / 100).toFixed(2)} ${currency}`;

/**
 * An order's wholesale side in the console's order detail (docs/domain/upstreams.md "Wholesale cost"): what the
 * upstream charged and the margin over what the customer paid, or why the margin is not known.
 */
export function WholesaleText({ wholesale }: { wholesale: OpsOrderWholesale }) {
  const { t } = useTranslation();
  const w = (key: string, vars: Record<string, string> = {}) => t(`opsUpstreams.wholesale.${key}`, vars);
  if (wholesale.upstream === null) return <span data-testid="ops-order-wholesale">{w('notSubmitted')}</span>;
  const upstream = wholesale.upstream;
  const cost =
    wholesale.costCents === null
      ? w('costUnknown', { upstream })
      : w('cost', { upstream, cost: amountOf(wholesale.costCents, wholesale.currency) });
  const margin =
    wholesale.marginCents !== null
      ? w('margin', {
          margin: formatUsdCents(wholesale.marginCents),
          sale: formatUsdCents(wholesale.saleCents),
        })
      : wholesale.marginUnknown === 'otherCurrency'
        ? w('otherCurrency', { currency: wholesale.currency ?? '' })
        : w('marginUnknown');
  return (
    <span data-testid="ops-order-wholesale">
      <span data-testid="ops-order-wholesale-cost">{cost}</span> ·{' '}
      <span data-testid="ops-order-wholesale-margin">{margin}</span>
    </span>
  );
}
