import { VISITOR_PURCHASE_TTL_DAYS, type PurchaseIntent } from '@portal/contract';
import Steps from 'antd/es/steps';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../../lib/useIsMobile';
import { usePurchaseCode } from '../../logic/purchaseCode';
import { STOREFRONT_STEPS, type StorefrontStep } from '../../logic/storefrontSteps';

/**
 * The product and the progress line of a storefront purchase: e-mail, contact, CSR, key, validation method and
 * domain control validation (after payment or the trial, on the member pages). At phone width one line of text
 * ("Step 3 of 6: CSR") replaces the six items, which would not fit 390 px.
 */
export function StorefrontProgress({
  current,
  productName,
  intent,
}: {
  current: StorefrontStep;
  /** The product's name (its short name from the address before the purchase exists). */
  productName: string;
  intent: PurchaseIntent;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const code = usePurchaseCode();
  const index = STOREFRONT_STEPS.indexOf(current);
  return (
    <div data-testid="storefront-progress">
      {productName && (
        <p className="storefront-product" data-testid="storefront-product">
          <strong>{productName}</strong>{' '}
          {intent === 'trial' && <Tag color="green">{t('purchase.visitor.trial')}</Tag>}
          <span className="purchase-muted">{t('purchase.visitor.fixedTerm')}</span>
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
