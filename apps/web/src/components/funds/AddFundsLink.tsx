import { ErrorCode } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADD_FUNDS_PATH } from '../../lib/navigation';

/** True for the "balance is not enough" refusal (1015), whose message asks the reader to add funds first. */
export function needsFunds(code: number | undefined): boolean {
  return code === ErrorCode.insufficientFunds;
}

/** "Add funds" as a link, shown beside every "your balance is not enough" message. */
export function AddFundsLink({ testId = 'add-funds-link' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={ADD_FUNDS_PATH} data-testid={testId}>
      {t('wallet.addFunds.link')}
    </Link>
  );
}
