import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/icons/Icon';
import { bellOutlined } from '../../../components/icons/outline/bellOutlined';
import { useUnreadCount } from '../api/getUnreadCount';

export const NOTIFICATIONS_PATH = '/admin/notification';

/** Counts above this show as "99+", as antd's badge did. */
const OVERFLOW = 99;

/**
 * Header bell with the unread count (a light badge, `notification-count`, its title the exact count); when the
 * count cannot be read, the raw error is its tooltip. No antd: the bell is on every member screen's first paint.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const count = typeof unread.data === 'number' ? unread.data : 0;
  const tip = unread.isError
    ? unread.error.message
    : count > 0
      ? t('web.shell.unreadCount', { count })
      : t('web.shell.notifications');
  return (
    <button
      type="button"
      className="hdr-btn hdr-btn--icon"
      data-testid="notification-bell"
      aria-label={t('web.shell.notifications')}
      title={tip}
      onClick={() => void navigate(NOTIFICATIONS_PATH)}
    >
      <span className="hdr-badge">
        <Icon shape={bellOutlined} className="hdr-badge__icon" />
        {count > 0 && (
          <sup className="hdr-badge__count" data-testid="notification-count" title={String(count)}>
            {count > OVERFLOW ? `${OVERFLOW}+` : count}
          </sup>
        )}
      </span>
    </button>
  );
}
