import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Profile } from '@portal/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout';

/** Profile level of a reseller / partner (tagged "Partner" by its role). */
const PARTNER_LEVEL = 1;

/** Header user menu: the account's email, its role (and partner tag) and Logout. */
export function UserMenu({ profile }: { profile: Pick<Profile, 'email' | 'role' | 'level'> }) {
  const { t } = useTranslation();
  const logout = useLogout(() => t('web.shell.logoutSuccess'));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'email',
            disabled: true,
            label: (
              <span className="shell__user-email" data-testid="user-email">
                {profile.email}
                <small>
                  {t(`web.shell.role.${profile.role}`)}
                  {profile.level === PARTNER_LEVEL && (
                    <span className="shell__partner-tag" data-testid="partner-tag">
                      {t('whiteLabel.partner.tag')}
                    </span>
                  )}
                </small>
              </span>
            ),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            disabled: logout.isPending,
            label: <span data-testid="logout">{t('web.shell.logout')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') logout.mutate();
        },
      }}
    >
      <Button type="text" data-testid="user-menu" icon={<UserOutlined />}>
        <span className="shell__user-name">{profile.email}</span>
        <DownOutlined className="shell__caret" style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
