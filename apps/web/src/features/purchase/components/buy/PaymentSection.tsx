import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentButtons } from '../../logic/paymentButtons';

/**
 * Account balance, card wallet and free-trial buttons, as `paymentButtons` decided. A usable wallet is the
 * wallet's own button; an unusable one stays a disabled button with the reason. `trialFirst` (the storefront's Free
 * trial, `?trial=1`) puts the trial first, as the offered choice.
 */
export function PaymentSection({
  buttons,
  busy,
  paying,
  trialing,
  onBalance,
  walletButton,
  onFreeTrial,
  trialFirst = false,
}: {
  trialFirst?: boolean;
  buttons: PaymentButtons;
  busy: boolean;
  paying: boolean;
  trialing: boolean;
  onBalance: () => void;
  /** The card-wallet button (components/wallet), drawn when the wallet is usable. */
  walletButton: ReactNode;
  onFreeTrial: () => void;
}) {
  const { t } = useTranslation();
  const { balance, wallet, freeTrial } = buttons;
  const trial = freeTrial && (
    <div className="purchase-pay__item">
      <Button
        type="primary"
        danger
        size="large"
        icon={<GiftOutlined />}
        disabled={busy}
        loading={trialing}
        onClick={onFreeTrial}
        data-testid="buy-free-trial"
      >
        {t('purchase.buy.freeTrial')}
      </Button>
    </div>
  );
  return (
    <div className="purchase-pay">
      {trialFirst && trial}
      {balance.show && (
        <div className="purchase-pay__item">
          <Button
            type="primary"
            size="large"
            icon={<WalletOutlined />}
            disabled={!balance.enabled || busy}
            loading={paying}
            onClick={onBalance}
            data-testid="buy-pay-balance"
          >
            {t('purchase.buy.balance')}
          </Button>
          {!balance.enabled && balance.reason && (
            <span className="purchase-muted" data-testid="buy-balance-reason">
              {balance.reason}
            </span>
          )}
        </div>
      )}
      {wallet.show && wallet.enabled && walletButton && (
        <div className="purchase-pay__item purchase-pay__wallet">{walletButton}</div>
      )}
      {wallet.show && !(wallet.enabled && walletButton) && (
        <div className="purchase-pay__item">
          <Button size="large" icon={<CreditCardOutlined />} disabled data-testid="buy-pay-wallet">
            {t('purchase.buy.wallet')}
          </Button>
          {!wallet.enabled && wallet.reason && (
            <span className="purchase-muted" data-testid="buy-wallet-reason">
              {wallet.reason}
            </span>
          )}
        </div>
      )}
      {!trialFirst && trial}
    </div>
  );
}
