import type { CataloguePriceBlock } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';
import { fill, formatUsd, percentOf } from './format.js';

/** One validity option in a table cell or card: price, original price, discount and savings, validity. */
export function PriceBlock({ block, texts }: { block: CataloguePriceBlock | null; texts: StorefrontTexts }) {
  if (!block) return <span className="sf-muted">{texts.price.notSold}</span>;
  const percent = percentOf(block.discount);
  return (
    <div className="sf-price" data-validity={block.validity}>
      <span className="sf-price__amount" data-testid="price">
        {formatUsd(block.lowestPrice)}
      </span>
      {block.save > 0 && (
        <>
          <s className="sf-price__original">
            {fill(texts.price.original, { amount: formatUsd(block.originalPrice) })}
          </s>
          <span className="sf-badge">{fill(texts.price.percentOff, { percent })}</span>
          <span className="sf-price__save">{fill(texts.price.save, { amount: formatUsd(block.save) })}</span>
        </>
      )}
      <span className="sf-muted">
        {fill(texts.price.validity, { months: block.validity })}
        {block.validity > 12 && ` · ${fill(texts.price.perYear, { amount: formatUsd(block.averagePrice) })}`}
      </span>
    </div>
  );
}
