import type { OrderPaymentDetail } from '@portal/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type DisplayCurrency } from '../../../../lib/format';

/** The account's usable coupons: at most one chosen; the chosen count and deduction below. */
export function CouponList({
  detail,
  chosen,
  onChoose,
  currency,
}: {
  detail: OrderPaymentDetail;
  chosen: string | undefined;
  onChoose: (code: string | undefined) => void;
  currency: DisplayCurrency;
}) {
  const { t } = useTranslation();
  if (detail.coupons.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('purchase.buy.discount.noCoupon')}
        data-testid="buy-no-coupon"
      />
    );
  }
  const applied = detail.appliedCode;
  return (
    <div className="purchase-coupons">
      <Radio.Group
        vertical
        className="purchase-choices"
        value={chosen ?? null}
        onChange={(event) => onChoose(String(event.target.value))}
      >
        {detail.coupons.map((coupon) => (
          <Radio key={coupon.code} value={coupon.code} data-testid={`buy-coupon-${coupon.code}`}>
            <span className="purchase-option">
              <span className="purchase-option__title">
                {formatMoney(coupon.amount, currency)} · {coupon.code}
              </span>
              <span className="purchase-muted">
                {t('purchase.buy.discount.validUntil', { date: formatDateTime(coupon.endAt, false) })}
              </span>
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <div className="purchase-muted" data-testid="buy-coupon-summary">
        {applied
          ? t('purchase.buy.discount.chosen', { count: 1, amount: formatMoney(detail.amount, currency) })
          : t('purchase.buy.discount.chosenNone')}
        {chosen && (
          <Button type="link" size="small" onClick={() => onChoose(undefined)} data-testid="buy-coupon-clear">
            {t('purchase.buy.discount.clearCoupon')}
          </Button>
        )}
      </div>
    </div>
  );
}
