import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivateLettersForBanner } from '../api/listLetters';
import { firstNewLetter } from '../logic/letters';
import { NOTIFICATIONS_PATH } from './NotificationBell';

/** Banner with the title of the first private letter marked NEW (unread); nothing on failure or when empty. */
export function NewLetterBanner() {
  const { t } = useTranslation();
  const letters = usePrivateLettersForBanner();
  const first = firstNewLetter(letters.data?.list);
  if (!first) return null;
  return (
    <Alert
      data-testid="letter-banner"
      type="info"
      banner
      icon={<NotificationOutlined />}
      title={
        <Link to={NOTIFICATIONS_PATH} state={{ type: 'private' }}>
          <Tag color="red" style={{ marginInlineEnd: 8 }}>
            {t('web.shell.newLetter')}
          </Tag>
          {first.title.trim() || t('letters.noTitle')}
        </Link>
      }
    />
  );
}
