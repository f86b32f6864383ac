import type { OrderPaymentDetail } from '@portal/contract';
import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '../../../../lib/format';
import { CouponList } from './CouponList';
import { PromoCodeForm } from './PromoCodeForm';

export type DiscountTab = 'coupons' | 'promo';

/** "Use discount / Gift card": a coupon of the account or a promo code (exclusive). */
export function DiscountSection({
  detail,
  currency,
  tab,
  onTabChange,
  coupon,
  onCoupon,
  promo,
  onPromo,
}: {
  detail: OrderPaymentDetail;
  currency: DisplayCurrency;
  tab: DiscountTab;
  onTabChange: (tab: DiscountTab) => void;
  coupon: string | undefined;
  onCoupon: (code: string | undefined) => void;
  promo: string | undefined;
  onPromo: (code: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="purchase-section" data-testid="buy-discount-section">
      <h2 className="purchase-section__title">{t('purchase.buy.discount.title')}</h2>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as DiscountTab)}
        items={[
          {
            key: 'coupons',
            label: <span data-testid="buy-coupons-tab">{t('purchase.buy.discount.coupons')}</span>,
            children: <CouponList detail={detail} chosen={coupon} onChoose={onCoupon} currency={currency} />,
          },
          {
            key: 'promo',
            label: <span data-testid="buy-promo-tab">{t('purchase.buy.discount.promo')}</span>,
            children: <PromoCodeForm detail={detail} applied={promo} onApply={onPromo} currency={currency} />,
          },
        ]}
      />
      {detail.codeProblem && (
        <Alert
          type="warning"
          showIcon
          title={detail.codeProblem}
          style={{ marginTop: 12 }}
          data-testid="buy-code-problem"
        />
      )}
    </section>
  );
}
