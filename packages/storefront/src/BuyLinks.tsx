import type { CatalogueEntry } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';
import { buyHref, fill, trialHref } from './format.js';

/**
 * Free trial (products that offer one) and Buy: plain links into the visitor purchase flow. `buy: false` leaves Buy
 * out (the product page has a Buy in each offer, for its term).
 */
export function BuyLinks({
  entry,
  texts,
  buy = true,
}: {
  entry: CatalogueEntry;
  texts: StorefrontTexts;
  buy?: boolean;
}) {
  if (!buy && !entry.supportFreeTrial) return null;
  return (
    <div className="sf-actions">
      {entry.supportFreeTrial && (
        <a
          className="sf-button sf-button--ghost"
          href={trialHref(entry.shortName)}
          aria-label={fill(texts.actions.freeTrialNamed, { name: entry.productName })}
          data-testid="free-trial"
        >
          {texts.actions.freeTrial}
        </a>
      )}
      {buy && (
        <a
          className="sf-button"
          href={buyHref(entry.shortName)}
          aria-label={fill(texts.actions.buyNamed, { name: entry.productName })}
          data-testid="buy"
        >
          {texts.actions.buy}
        </a>
      )}
    </div>
  );
}
