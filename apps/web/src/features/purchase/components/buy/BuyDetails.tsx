import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFundsLink } from '../../../../components/funds/AddFundsLink';
import { WalletButton } from '../../../../components/wallet/WalletButton';
import { may } from '../../../../lib/access';
import { formatDateTime, type DisplayCurrency } from '../../../../lib/format';
import { usePreferences } from '../../../../lib/preferences';
import { rememberOrder } from '../../../../lib/purchaseStorage';
import { useOrderDetail } from '../../api/getOrderDetail';
import { usePaymentMethods } from '../../api/getPaymentMethods';
import { paymentButtons } from '../../logic/paymentButtons';
import { DiscountSection, type DiscountTab } from './DiscountSection';
import { OrderTable } from './OrderTable';
import { PaymentSection } from './PaymentSection';
import { amountsDue } from './reissueDue';
import { ReissueTable } from './ReissueTable';
import { Totals } from './Totals';
import { usePaymentFlow } from './usePaymentFlow';
import { WalletReturnNotice } from './WalletReturnNotice';

/**
 * Buy-details of one order (spec 000 section 2.7): banner, order and "Add san" tables, discount choice,
 * totals, the USD settlement warning and the payment buttons.
 */
/**
 * `trialFirst`: the storefront's Free trial led here (`?trial=1`): the trial is the offered choice.
 * `initialCoupon`: a coupon chosen before this page (the renewal dialog), applied from the start.
 */
export function BuyDetails({
  id,
  trialFirst = false,
  initialCoupon,
}: {
  id: number;
  trialFirst?: boolean;
  initialCoupon?: string | undefined;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const [tab, setTab] = useState<DiscountTab>('coupons');
  const [coupon, setCoupon] = useState<string | undefined>(initialCoupon);
  const [promo, setPromo] = useState<string>();
  const query = useOrderDetail({ id, code: coupon, masterCode: promo });
  const methods = usePaymentMethods();
  const detail = query.data;
  const refresh = () => void query.refetch();
  const flow = usePaymentFlow(detail, id, refresh);

  // What later steps read locally: the order, its validation method and whether it is complete.
  useEffect(() => {
    if (!detail) return;
    rememberOrder({
      orderID: id,
      authMethod: detail.authMethod,
      approverEmail: detail.approverEmail,
      complete: detail.complete,
    });
  }, [detail, id]);

  if (query.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (!detail) {
    return (
      <Alert
        type="error"
        showIcon
        title={query.error?.message ?? t('unknownError')}
        action={
          <Button size="small" onClick={refresh}>
            {t('purchase.common.retry')}
          </Button>
        }
      />
    );
  }

  const currency: DisplayCurrency =
    detail.currency && detail.currency.rate > 0 ? detail.currency : preferences.currency;
  const due = amountsDue(detail);
  // A paid order still takes payments for its unpaid Add-San reissues.
  const buttons = paymentButtons({
    mayPay: may('pay'),
    methods: methods.data,
    detail: { paid: due.settled, freeTrial: detail.freeTrial },
  });
  const codeSign = detail.productType === 'CodeSign';

  const chooseCoupon = (code: string | undefined) => {
    setCoupon(code);
    setPromo(undefined);
  };
  const applyPromo = (code: string | undefined) => {
    setPromo(code);
    setCoupon(undefined);
    if (code && code === promo) refresh();
  };
  const changeTab = (next: DiscountTab) => {
    setTab(next);
    refresh();
  };

  return (
    <>
      {due.settled ? (
        <Alert type="success" showIcon title={t('purchase.buy.paid')} data-testid="buy-banner" />
      ) : !due.orderDue ? (
        <Alert type="info" showIcon title={t('reissue.buy.banner')} data-testid="buy-banner" />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t(codeSign ? 'purchase.buy.bannerCodeSign' : 'purchase.buy.banner')}
          data-testid="buy-banner"
        />
      )}
      {detail.inFreeTrial && !detail.paid && detail.trialEndsAt && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={t('purchase.buy.inTrial', { date: formatDateTime(detail.trialEndsAt) })}
          data-testid="buy-in-trial"
        />
      )}
      <WalletReturnNotice onPaid={flow.walletPaid} onFailed={flow.walletFailed} />
      <section className="purchase-section">
        <OrderTable detail={detail} currency={currency} />
      </section>
      {detail.reissueOrders.length > 0 && <ReissueTable rows={detail.reissueOrders} currency={currency} />}
      {detail.couponAllow && !detail.paid && (
        <DiscountSection
          detail={detail}
          currency={currency}
          tab={tab}
          onTabChange={changeTab}
          coupon={coupon}
          onCoupon={chooseCoupon}
          promo={promo}
          onPromo={applyPromo}
        />
      )}
      <Spin spinning={query.isFetching && !query.isPending} size="small">
        <Totals detail={detail} currency={currency} />
      </Spin>
      <Alert
        type="warning"
        showIcon
        closable
        className="purchase-section"
        title={
          currency.code !== 'USD' && currency.rateDate
            ? t('purchase.buy.usdWarning', { date: formatDateTime(currency.rateDate, false) })
            : t('purchase.buy.usdWarningNoDate')
        }
        data-testid="buy-usd-warning"
      />
      {!due.settled && (
        <section className="purchase-section" data-testid="buy-payment-methods">
          <h2 className="purchase-section__title">{t('purchase.buy.methods')}</h2>
          {!buttons.balance.show && (
            <p className="purchase-muted" data-testid="buy-role-note">
              {t('purchase.buy.roleSale')}
            </p>
          )}
          {flow.problem && (
            <Alert
              type="error"
              showIcon
              title={flow.problem}
              action={flow.problemNeedsFunds ? <AddFundsLink testId="buy-add-funds" /> : undefined}
              style={{ marginBottom: 12 }}
              data-testid="buy-pay-error"
            />
          )}
          <PaymentSection
            trialFirst={trialFirst}
            buttons={buttons}
            busy={flow.busy || query.isFetching}
            paying={flow.paying}
            trialing={flow.trialing}
            onBalance={flow.payByBalance}
            walletButton={
              buttons.walletSdk && (
                <WalletButton
                  sdk={buttons.walletSdk}
                  validate={async () => true}
                  createPayment={flow.createWalletPayment}
                  onPaid={flow.walletPaid}
                  onFailed={flow.walletFailed}
                  disabled={flow.busy || query.isFetching}
                  testId="buy"
                  continueLabel={t('wallet.buy.continue')}
                  continueHint={t('wallet.buy.continueHint')}
                />
              )
            }
            onFreeTrial={flow.startTrial}
          />
        </section>
      )}
    </>
  );
}
