import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import type { Profile } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../components/DropdownMenu';
import { useLogout } from '../api/logout';

/** Profile level of a reseller / partner (tagged "Partner" by its role). */
const PARTNER_LEVEL = 1;

/** The user menu (the account's email, its role and partner tag, Logout) around the header's light button. */
export function UserMenuDropdown({
  profile,
  children,
}: {
  profile: Pick<Profile, 'email' | 'role' | 'level'>;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const logout = useLogout(() => t('web.shell.logoutSuccess'));
  return (
    <DropdownMenu
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
      {children}
    </DropdownMenu>
  );
}
