import type { StorefrontTexts } from '@portal/i18n';
import { BuyLinks } from './BuyLinks.js';
import { PriceBlock } from './PriceBlock.js';
import type { CatalogueGroup } from './view.js';

/**
 * /ssl-product: the catalogue, one table per tab (brand, IP, code signing). Below 760 px each row becomes a card
 * (storefront.css): no page-wide horizontal scroll.
 */
export function ProductsPage({ groups, texts }: { groups: CatalogueGroup[]; texts: StorefrontTexts }) {
  const t = texts.products;
  return (
    <div className="sf-page" data-testid="storefront-products">
      <h1>{t.title}</h1>
      <p className="sf-lead">{t.lead}</p>
      {groups.length === 0 && <p>{t.empty}</p>}
      {groups.map((group) => (
        <section key={group.key} className="sf-group" aria-labelledby={`group-${group.key}`}>
          <div className="sf-group__head">
            <img src={group.logo} alt="" width={120} height={40} loading="lazy" />
            <h2 id={`group-${group.key}`}>{group.title}</h2>
          </div>
          <p className="sf-group__intro">{group.introduction}</p>
          <table className="sf-table">
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col">{t.shortName}</th>
                <th scope="col">{t.introduction}</th>
                <th scope="col">{t.oneYear}</th>
                <th scope="col">{t.twoYears}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => (
                <tr
                  key={entry.shortName}
                  data-testid="product-row"
                  data-short-name={entry.shortName}
                  data-domain-type={entry.domainType}
                >
                  <th scope="row" data-label={t.product}>
                    <a href={entry.url} data-testid="product-link">
                      {entry.productName}
                    </a>
                  </th>
                  <td data-label={t.shortName}>
                    <code>{entry.shortName}</code>
                  </td>
                  <td data-label={t.introduction}>{entry.introduction}</td>
                  <td data-label={t.oneYear}>
                    <PriceBlock block={entry.oneYear} texts={texts} />
                  </td>
                  <td data-label={t.twoYears}>
                    <PriceBlock block={entry.twoYear} texts={texts} />
                  </td>
                  <td data-label={t.actions}>
                    <BuyLinks entry={entry} texts={texts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
