import type { OrderPaymentDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '../../../../lib/format';
import { Money } from './Money';

/** Order total, discount and final total, each with its USD figure when another currency is displayed. */
export function Totals({ detail, currency }: { detail: OrderPaymentDetail; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  return (
    <dl className="purchase-totals purchase-section">
      <dt>{t('purchase.buy.totals.orderTotal')}</dt>
      <dd>
        <Money usd={detail.total} currency={currency} testId="buy-order-total" />
      </dd>
      <dt>{t('purchase.buy.totals.discount')}</dt>
      <dd>
        <Money usd={detail.amount} currency={currency} negative testId="buy-discount" />
      </dd>
      <dt>{t('purchase.buy.totals.finalTotal')}</dt>
      <dd>
        <Money
          usd={detail.finalTotal}
          currency={currency}
          testId="buy-final-total"
          className="purchase-totals__final"
        />
      </dd>
    </dl>
  );
}
