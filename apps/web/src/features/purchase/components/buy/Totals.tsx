import type { OrderPaymentDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '../../../../lib/format';
import { Money } from './Money';
import { amountsDue } from './reissueDue';

/**
 * Order total, discount and final total, each with its USD figure when another currency is displayed. Unpaid
 * Add-San reissues add their total (a paid order shows only theirs).
 */
export function Totals({ detail, currency }: { detail: OrderPaymentDetail; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  const due = amountsDue(detail);
  const orderLines = due.orderDue || due.reissueIds.length === 0;
  return (
    <dl className="purchase-totals purchase-section">
      {orderLines && (
        <>
          <dt>{t('purchase.buy.totals.orderTotal')}</dt>
          <dd>
            <Money usd={detail.total} currency={currency} testId="buy-order-total" />
          </dd>
          <dt>{t('purchase.buy.totals.discount')}</dt>
          <dd>
            <Money usd={detail.amount} currency={currency} negative testId="buy-discount" />
          </dd>
        </>
      )}
      {due.reissueIds.length > 0 && (
        <>
          <dt>{t('reissue.buy.reissueTotal')}</dt>
          <dd>
            <Money usd={due.reissueTotal} currency={currency} testId="buy-reissue-total" />
          </dd>
        </>
      )}
      <dt>{t('purchase.buy.totals.finalTotal')}</dt>
      <dd>
        <Money
          usd={due.reissueIds.length ? due.finalTotal : detail.finalTotal}
          currency={currency}
          testId="buy-final-total"
          className="purchase-totals__final"
        />
      </dd>
    </dl>
  );
}
