import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';

/**
 * The partner branding of a level-1 account (a reseller / partner; spec 001 section 2 "Layout"): the host's skin
 * logo with "Partner of {site}" in the header (not on a phone: no room; the user menu tags the account).
 */
export function PartnerBadge() {
  const { t } = useTranslation();
  return (
    <span className="shell__partner" data-testid="partner-badge">
      <Logo size={22} withName={false} />
      <span className="shell__partner-text">
        {t('whiteLabel.partner.badge', { title: t('web.app.title') })}
      </span>
    </span>
  );
}
