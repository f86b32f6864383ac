import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { PaymentButtons } from '../../logic/paymentButtons';

/** Account balance, card wallet and free-trial buttons, as `paymentButtons` decided. */
export function PaymentSection({
  buttons,
  busy,
  paying,
  trialing,
  onBalance,
  onWallet,
  onFreeTrial,
}: {
  buttons: PaymentButtons;
  busy: boolean;
  paying: boolean;
  trialing: boolean;
  onBalance: () => void;
  onWallet: () => void;
  onFreeTrial: () => void;
}) {
  const { t } = useTranslation();
  const { balance, wallet, freeTrial } = buttons;
  return (
    <div className="purchase-pay">
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
      {wallet.show && (
        <div className="purchase-pay__item">
          <Button
            size="large"
            icon={<CreditCardOutlined />}
            disabled={!wallet.enabled || busy}
            onClick={onWallet}
            data-testid="buy-pay-wallet"
          >
            {t('purchase.buy.wallet')}
          </Button>
          {!wallet.enabled && wallet.reason && (
            <span className="purchase-muted" data-testid="buy-wallet-reason">
              {wallet.reason}
            </span>
          )}
        </div>
      )}
      {freeTrial && (
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
      )}
    </div>
  );
}
