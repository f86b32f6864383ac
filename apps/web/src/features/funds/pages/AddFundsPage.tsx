import type { PaymentQueryAnswer } from '@portal/contract';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/queryKeys';
import { toast } from '../../../lib/toast';
import { useWalletReturn } from '../../../lib/wallet/useWalletReturn';
import { AddFundsForm } from '../components/AddFundsForm';
import { FUNDS_PATHS } from '../paths';
import '../funds.css';

type Notice = { type: 'info' | 'error'; text: string; testId: string };

/**
 * Add funds (/admin/invoice/add-funds, spec 001 section 2): an amount and the card-wallet button. A paid
 * top-up says "Top-up success" and goes to account activity. The wallet's approval page (redirect fallback)
 * sends the buyer back here with ?paymentID&token, which is confirmed at once.
 */
export function AddFundsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>();

  useEffect(() => {
    document.title = `${t('wallet.addFunds.title')} · ${t('web.app.title')}`;
  }, [t]);

  const onPaid = (answer: PaymentQueryAnswer) => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    if (answer.status === 'pending') {
      setNotice({ type: 'info', text: t('wallet.addFunds.pending'), testId: 'funds-pending' });
      return;
    }
    toast.success(t('wallet.addFunds.success'));
    void navigate(FUNDS_PATHS.accountActivity);
  };
  const onFailed = (error: unknown) =>
    setNotice({
      type: 'error',
      text: isApiError(error) ? error.msg : t('wallet.addFunds.failed'),
      testId: 'funds-failed',
    });
  const phase = useWalletReturn({ onPaid, onFailed });
  const shown: Notice | undefined =
    notice ??
    (phase === 'cancelled'
      ? { type: 'info', text: t('wallet.addFunds.cancelled'), testId: 'funds-cancelled' }
      : undefined);

  return (
    <div className="page" data-testid="add-funds-page">
      <h1 className="page__title">{t('wallet.addFunds.title')}</h1>
      <div className="page__card funds-card">
        <p className="funds-intro">{t('wallet.addFunds.intro')}</p>
        {phase === 'confirming' && (
          <div className="funds-confirming" data-testid="funds-confirming">
            <Spin size="small" /> {t('wallet.addFunds.confirming')}
          </div>
        )}
        {shown && (
          <Alert
            type={shown.type}
            showIcon
            closable
            onClose={() => setNotice(undefined)}
            title={shown.text}
            className="funds-notice"
            data-testid={shown.testId}
          />
        )}
        {phase !== 'confirming' && <AddFundsForm onPaid={onPaid} onFailed={onFailed} />}
      </div>
    </div>
  );
}

export default AddFundsPage;
