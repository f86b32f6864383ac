import {
  COMMISSION_CLEARANCE_DAYS,
  COMMISSION_PERCENT,
  PAYOUT_MIN_CENTS,
  REFERRAL_TRACKING_DAYS,
  SIGN_ON_BONUS_CENTS,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** How Does It Work: the programme's rules with the constants of spec 001 section 9. */
export function HowItWorks() {
  const { t } = useTranslation();
  const vars = {
    host: window.location.origin,
    days: REFERRAL_TRACKING_DAYS,
    percent: COMMISSION_PERCENT,
    bonus: (SIGN_ON_BONUS_CENTS / 100).toFixed(2),
    minimum: (PAYOUT_MIN_CENTS / 100).toFixed(2),
  };
  return (
    <ol className="affiliate-how" data-testid="affiliate-how">
      <li>{t('affiliate.how.share', vars)}</li>
      <li>{t('affiliate.how.earn', vars)}</li>
      <li>{t('affiliate.how.bonus', vars)}</li>
      <li>{t('affiliate.how.clearance', { ...vars, days: COMMISSION_CLEARANCE_DAYS })}</li>
      <li>{t('affiliate.how.payout', vars)}</li>
      <li>{t('affiliate.how.refunds', vars)}</li>
    </ol>
  );
}
