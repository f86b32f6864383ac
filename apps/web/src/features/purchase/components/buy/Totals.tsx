import type { OrderPaymentDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatUsd, type DisplayCurrency } from '../../../../lib/format';
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
  // Paid: the server's amounts are what the payment took (discount and charged amount, not the list price).
  const charged = detail.paid ? detail.charged : null;
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
          {charged?.coupon && (
            <>
              <dt>{t('purchase.buy.totals.codeUsed')}</dt>
              <dd data-testid="buy-code-used">{charged.coupon}</dd>
            </>
          )}
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
      <dt>{t(charged ? 'purchase.buy.totals.charged' : 'purchase.buy.totals.finalTotal')}</dt>
      <dd>
        <Money
          usd={due.reissueIds.length ? due.finalTotal : detail.finalTotal}
          currency={currency}
          testId="buy-final-total"
          className="purchase-totals__final"
        />
      </dd>
      {charged && charged.orders > 1 && (
        <dd className="purchase-totals__note purchase-muted" data-testid="buy-charged-shared">
          {t('purchase.buy.totals.sharedPayment', {
            id: charged.id,
            count: charged.orders,
            list: formatUsd(charged.listAmount),
            discount: formatUsd(charged.discount),
            paid: formatUsd(charged.paidAmount),
          })}
        </dd>
      )}
    </dl>
  );
}
