import type { CatalogueEntry } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';
import { fill, formatUsd } from './format.js';
import { LOGIN_PATH } from './Layout.js';

/** `/`: what the portal offers, the way to the catalogue, and a few popular certificates. */
export function HomePage({ popular, texts }: { popular: CatalogueEntry[]; texts: StorefrontTexts }) {
  const t = texts.home;
  const features = [
    [t.brandsTitle, t.brandsText],
    [t.trialTitle, t.trialText],
    [t.validationTitle, t.validationText],
  ] as const;
  return (
    <div className="sf-page" data-testid="storefront-home">
      <section className="sf-hero">
        <h1>{t.title}</h1>
        <p className="sf-lead">{t.lead}</p>
        <div className="sf-actions">
          <a className="sf-button sf-button--large" href="/ssl-product" data-testid="browse-products">
            {t.browse}
          </a>
          <a className="sf-button sf-button--ghost sf-button--large" href={LOGIN_PATH}>
            {t.console}
          </a>
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title">{t.featuresTitle}</h2>
        <ul className="sf-cards">
          {features.map(([title, text]) => (
            <li key={title} className="sf-card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      {popular.length > 0 && (
        <section aria-labelledby="popular-title">
          <h2 id="popular-title">{t.popularTitle}</h2>
          <ul className="sf-cards">
            {popular.map((entry) => (
              <li key={entry.shortName} className="sf-card" data-testid="popular-product">
                <h3>
                  <a href={entry.url}>{entry.productName}</a>
                </h3>
                <p>{entry.introduction}</p>
                {entry.oneYear && (
                  <p className="sf-price__amount">
                    {fill(texts.price.perYear, { amount: formatUsd(entry.oneYear.lowestPrice) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
