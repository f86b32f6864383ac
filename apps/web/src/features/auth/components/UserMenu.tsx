import type { Profile } from '@portal/contract';
import { antdIsland } from '../../../app/antdRoute';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { Icon } from '../../../components/icons/Icon';
import { downOutlined } from '../../../components/icons/outline/downOutlined';
import { userOutlined } from '../../../components/icons/outline/userOutlined';

/** antd's dropdown menu, loaded on the first press (or hover) of the user button. */
const UserMenuDropdown = antdIsland(async () => (await import('./UserMenuDropdown')).UserMenuDropdown);

/**
 * Header user menu: a light button with the account's email; its menu (email, role and partner tag, Logout) is
 * an antd island mounted on the first press.
 */
export function UserMenu({ profile }: { profile: Pick<Profile, 'email' | 'role' | 'level'> }) {
  return (
    <LoadOnPress
      preload={UserMenuDropdown.preload}
      standIn={(handlers) => (
        <button type="button" className="hdr-btn" data-testid="user-menu" {...handlers}>
          <Icon shape={userOutlined} />
          <span className="shell__user-name">{profile.email}</span>
          <Icon shape={downOutlined} className="shell__caret hdr-caret" />
        </button>
      )}
    >
      {(button) => <UserMenuDropdown profile={profile}>{button}</UserMenuDropdown>}
    </LoadOnPress>
  );
}
