import { VISITOR_PURCHASE_TTL_DAYS, type PurchaseIntent } from '@portal/contract';
import Steps from 'antd/es/steps';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../lib/format';
import { usePreferences } from '../../../../lib/preferences';
import { useIsMobile } from '../../../../lib/useIsMobile';
import { useProductPrice } from '../../api/getProductPrice';
import { usePurchaseCode } from '../../logic/purchaseCode';
import { STOREFRONT_STEPS, storefrontProductName, type StorefrontStep } from '../../logic/storefrontSteps';

/**
 * The product and the progress line of a storefront purchase: e-mail, contact, CSR, key, validation method and
 * domain control validation (after payment or the trial, on the member pages). The product line names the product
 * by its name, its term and the term's price (GET product/price, public; issue 31), on every step. At phone width
 * one line of text ("Step 3 of 6: CSR") replaces the six items, which would not fit 390 px.
 */
export function StorefrontProgress({
  current,
  shortName,
  productName,
  validity,
  intent,
}: {
  current: StorefrontStep;
  /** The product's short name (the address's before the purchase exists). */
  shortName: string;
  /** The product's name once the purchase exists (before it, the catalogue's price answer names it). */
  productName?: string | undefined;
  /** The purchase's term in months. */
  validity: number;
  intent: PurchaseIntent;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const code = usePurchaseCode();
  const { currency } = usePreferences();
  const price = useProductPrice(shortName ? { shortName, validity, currency: currency.code } : undefined);
  const name = storefrontProductName(productName, price.data);
  const index = STOREFRONT_STEPS.indexOf(current);
  return (
    <div data-testid="storefront-progress">
      {name && (
        <p className="storefront-product" data-testid="storefront-product">
          <strong>{name}</strong>{' '}
          {intent === 'trial' && <Tag color="green">{t('purchase.visitor.trial')}</Tag>}
          <span className="purchase-muted">{t('purchase.visitor.term', { months: validity })}</span>
          {price.data && (
            <>
              {' · '}
              <span className="purchase-price__now" data-testid="storefront-price">
                {formatAmount(price.data.price, price.data.currency, price.data.uint)}
              </span>
            </>
          )}
        </p>
      )}
      {mobile ? (
        <p className="storefront-step-line" data-testid="storefront-step-line">
          {t('purchase.visitor.stepOf', {
            n: index + 1,
            total: STOREFRONT_STEPS.length,
            title: t(`purchase.visitor.steps.${current}`),
          })}
        </p>
      ) : (
        <Steps
          size="small"
          className="purchase-steps"
          current={index}
          items={STOREFRONT_STEPS.map((key) => ({ key, title: t(`purchase.visitor.steps.${key}`) }))}
        />
      )}
      {code && (
        <p className="purchase-muted" data-testid="storefront-keep-link">
          {t('purchase.visitor.keepLink', { days: VISITOR_PURCHASE_TTL_DAYS })}
        </p>
      )}
    </div>
  );
}
