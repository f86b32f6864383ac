import type { CatalogueEntry, CataloguePriceBlock } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';
import { BuyLinks } from './BuyLinks.js';
import { coverageText } from './coverage.js';
import { buyHref, fill, formatUsd, percentOf } from './format.js';

/** One term's offer with its own Buy (issue 31: Buy sells the term shown above it). */
function OfferCard({
  entry,
  block,
  texts,
}: {
  entry: CatalogueEntry;
  block: CataloguePriceBlock;
  texts: StorefrontTexts;
}) {
  const t = texts.product;
  const percent = percentOf(block.discount);
  return (
    <section className="sf-offer" data-testid="offer" data-validity={block.validity}>
      <h2 className="sf-offer__title">
        {fill(t.years, { count: block.validity / 12 })}
        {percent > 0 && <span className="sf-badge">{fill(texts.price.percentOff, { percent })}</span>}
      </h2>
      <dl className="sf-facts">
        <dt>{t.price}</dt>
        <dd className="sf-price__amount" data-testid="price">
          {formatUsd(block.lowestPrice)}
        </dd>
        <dt>{t.originalPrice}</dt>
        <dd>{block.save > 0 ? <s>{formatUsd(block.originalPrice)}</s> : formatUsd(block.originalPrice)}</dd>
        <dt>{t.savings}</dt>
        <dd data-testid="savings">{formatUsd(block.save)}</dd>
        <dt>{t.validity}</dt>
        <dd>{fill(texts.price.validity, { months: block.validity })}</dd>
      </dl>
      <a
        className="sf-button"
        href={buyHref(entry.shortName, block.validity)}
        aria-label={fill(texts.actions.buyTermNamed, { name: entry.productName, months: block.validity })}
        data-testid="buy"
        data-validity={block.validity}
      >
        {texts.actions.buy}
      </a>
    </section>
  );
}

/** /ssl-product/{shortName}: price, original price, savings, % off badge, the brand's seal, Buy and Free trial. */
export function ProductPage({ entry, texts }: { entry: CatalogueEntry; texts: StorefrontTexts }) {
  const t = texts.product;
  return (
    <article
      className="sf-page sf-product"
      data-testid="storefront-product"
      data-short-name={entry.shortName}
    >
      <p>
        <a href="/ssl-product">← {t.back}</a>
      </p>
      <div className="sf-product__head">
        <img
          className="sf-product__seal"
          src={entry.sealImage}
          alt={fill(t.sealAlt, { brand: entry.brandName })}
          width={96}
          height={96}
          data-testid="brand-seal"
        />
        <div>
          <h1>{entry.productName}</h1>
          <p className="sf-lead">{entry.introduction}</p>
        </div>
      </div>
      <dl className="sf-facts sf-facts--inline">
        <dt>{t.brand}</dt>
        <dd>{entry.brandName}</dd>
        <dt>{t.type}</dt>
        <dd>{texts.types[entry.type]}</dd>
        <dt>{t.coverage}</dt>
        <dd>{coverageText(entry, texts)}</dd>
        {entry.warranty > 0 && (
          <>
            <dt>{t.warranty}</dt>
            <dd>{formatUsd(entry.warranty).replace(/\.00$/, '')}</dd>
          </>
        )}
      </dl>
      <div className="sf-offers">
        {entry.oneYear && <OfferCard entry={entry} block={entry.oneYear} texts={texts} />}
        {entry.twoYear && <OfferCard entry={entry} block={entry.twoYear} texts={texts} />}
      </div>
      <BuyLinks entry={entry} texts={texts} buy={!entry.oneYear && !entry.twoYear} />
    </article>
  );
}
