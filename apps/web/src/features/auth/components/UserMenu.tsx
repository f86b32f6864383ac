import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Profile } from '@portal/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout';

/** Header user menu: the account's email and Logout. */
export function UserMenu({ profile }: { profile: Pick<Profile, 'email' | 'role'> }) {
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
                <small>{t(`web.shell.role.${profile.role}`)}</small>
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
