import { chargeField } from '@portal/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import type { PaymentQueryAnswer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PricingRequestForm } from '../../../components/pricing-request/PricingRequestForm';
import { WalletButton } from '../../../components/wallet/WalletButton';
import { zodRule } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { topup } from '../api/topup';
import { useWalletMethod } from '../api/getWalletMethods';
import { useOfflineFunds } from '../api/offlineFunds';
import { fundsOffer, salesMailto } from '../logic/fundsOffer';
import { walletAvailability } from '../logic/walletAvailability';
import { OfflinePending, OfflineTransfer } from './OfflineTransfer';

interface AmountValues {
  charge?: string;
}

/**
 * The amount (required, at least $1.00, two decimals: the contract's rule) and the ways to pay it: the card
 * wallet (left out when the portal has none) and the bank transfer (when the operator set instructions). With
 * neither, the page names the sales address (a mailto link) and offers a quote request (the pricing-request form)
 * until the operator sets a way to pay. A caller who may not add funds (role sale) gets the server's reason only.
 */
export function AddFundsForm({
  onPaid,
  onFailed,
}: {
  onPaid: (answer: PaymentQueryAnswer) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AmountValues>();
  const method = useWalletMethod();
  const wallet = walletAvailability(method.data, method.isError);
  const offline = useOfflineFunds();
  const offlineEnabled = offline.data?.enabled === true;
  const offer = fundsOffer(wallet, offline);
  const pending = offline.data?.pending ?? [];
  const amount = () => String(form.getFieldValue('charge') ?? '').trim();

  const validate = async () => {
    try {
      await form.validateFields();
      return true;
    } catch {
      // Pressing the wallet button with no amount warns (spec 001 section 5); other problems show on the field.
      if (amount() === '') toast.warning(t('wallet.validation.amountRequired'));
      return false;
    }
  };

  if (offer.state === 'loading') return <Spin size="small" data-testid="funds-loading" />;
  if (offer.state === 'denied')
    return <Alert type="warning" showIcon title={offer.reason} data-testid="funds-denied" />;
  if (offer.state === 'contact') {
    const mailto = salesMailto(offer.salesEmail, t('wallet.addFunds.contact.subject'));
    return (
      <>
        <Alert
          type="info"
          showIcon
          title={t('wallet.addFunds.contact.title')}
          description={
            <>
              {t('wallet.addFunds.contact.text')}{' '}
              <a href={mailto} data-testid="funds-sales-email">
                {offer.salesEmail}
              </a>
            </>
          }
          data-testid="funds-unavailable"
        />
        <OfflinePending pending={pending} />
        <section className="funds-quote" data-testid="funds-quote">
          <h2 className="funds-wallet__title">{t('wallet.addFunds.contact.quoteTitle')}</h2>
          <p className="funds-intro">{t('wallet.addFunds.contact.quote')}</p>
          <PricingRequestForm table="bulkBuys" />
        </section>
      </>
    );
  }

  return (
    <>
      <Form<AmountValues> form={form} layout="vertical" className="narrow-form" data-testid="funds-form">
        <Form.Item name="charge" label={t('wallet.addFunds.amount')} rules={[zodRule(chargeField)]} required>
          <Input
            prefix="$"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('wallet.addFunds.amountPlaceholder')}
            onPressEnter={(event) => event.preventDefault()}
            data-testid="funds-amount"
          />
        </Form.Item>
      </Form>
      {wallet.state !== 'absent' && (
        <section className="funds-wallet" data-testid="funds-wallet-section">
          <h2 className="funds-wallet__title">{t('wallet.addFunds.walletTitle')}</h2>
          {wallet.state === 'loading' && <Spin size="small" data-testid="funds-wallet-methods-loading" />}
          {wallet.state === 'hidden' && (
            <Alert
              type="warning"
              showIcon
              title={wallet.reason ?? t('unknownError')}
              data-testid="funds-wallet-reason"
            />
          )}
          {wallet.state === 'ready' && (
            <WalletButton
              sdk={wallet.sdk}
              validate={validate}
              createPayment={() => topup(amount())}
              onPaid={onPaid}
              onFailed={onFailed}
              testId="funds"
              continueLabel={t('wallet.addFunds.continue')}
              continueHint={t('wallet.addFunds.continueHint')}
            />
          )}
        </section>
      )}
      {offlineEnabled && <OfflineTransfer validate={validate} amount={amount} onFailed={onFailed} />}
      <OfflinePending pending={pending} />
      <p className="funds-note">{t('wallet.addFunds.usdNote')}</p>
    </>
  );
}
