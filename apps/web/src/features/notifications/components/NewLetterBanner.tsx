import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/Icon';
import { notificationOutlined } from '../../../components/icons/outline/notificationOutlined';
import { usePrivateLettersForBanner } from '../api/listLetters';
import { firstNewLetter } from '../logic/letters';
import { NOTIFICATIONS_PATH } from './NotificationBell';

/**
 * Banner with the title of the first private letter marked NEW (unread); nothing on failure or when empty.
 * Light markup that looks like antd's info banner and red tag (it is on the member shell's first screen).
 */
export function NewLetterBanner() {
  const { t } = useTranslation();
  const letters = usePrivateLettersForBanner();
  const first = firstNewLetter(letters.data?.list);
  if (!first) return null;
  return (
    <div className="letter-banner" role="alert" data-testid="letter-banner">
      <Icon shape={notificationOutlined} className="letter-banner__icon" />
      <Link to={NOTIFICATIONS_PATH} state={{ type: 'private' }} className="letter-banner__link">
        <span className="letter-banner__tag">{t('web.shell.newLetter')}</span>
        {first.title.trim() || t('letters.noTitle')}
      </Link>
    </div>
  );
}
