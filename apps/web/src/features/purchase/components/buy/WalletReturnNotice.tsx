import type { PaymentQueryAnswer } from '@portal/contract';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useWalletReturn } from '../../../../lib/wallet/useWalletReturn';

/**
 * Back from the card wallet's approval page (redirect fallback): confirms the payment once and hands the
 * answer to the page's payment flow; says so when the buyer cancelled. Mounted once the order is loaded.
 */
export function WalletReturnNotice(props: {
  onPaid: (answer: PaymentQueryAnswer) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const phase = useWalletReturn(props);
  if (phase === 'confirming')
    return (
      <Alert
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title={t('wallet.buy.confirming')}
        className="purchase-section"
        data-testid="buy-wallet-confirming"
      />
    );
  if (phase === 'cancelled')
    return (
      <Alert
        type="info"
        showIcon
        closable
        title={t('wallet.buy.cancelled')}
        className="purchase-section"
        data-testid="buy-wallet-cancelled"
      />
    );
  return null;
}
