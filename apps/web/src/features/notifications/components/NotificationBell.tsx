import BellOutlined from '@ant-design/icons/BellOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '../api/getUnreadCount';

export const NOTIFICATIONS_PATH = '/admin/notification';

/** Header bell with the unread count; when the count cannot be read, the raw error is shown in a tooltip. */
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
    <Tooltip title={tip} placement="bottom">
      <Button
        type="text"
        data-testid="notification-bell"
        aria-label={t('web.shell.notifications')}
        onClick={() => navigate(NOTIFICATIONS_PATH)}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Tooltip>
  );
}
