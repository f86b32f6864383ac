import type { CatalogueEntry } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';
import { buyHref, fill, trialHref } from './format.js';

/** Free trial (products that offer one) and Buy: plain links into the visitor purchase flow. */
export function BuyLinks({ entry, texts }: { entry: CatalogueEntry; texts: StorefrontTexts }) {
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
      <a
        className="sf-button"
        href={buyHref(entry.shortName)}
        aria-label={fill(texts.actions.buyNamed, { name: entry.productName })}
        data-testid="buy"
      >
        {texts.actions.buy}
      </a>
    </div>
  );
}
