import type { MenuItemType } from 'antd/es/menu/interface';
import type { ReactNode } from 'react';
import { antdIsland } from '../app/antdRoute';
import { controls } from './icons/controls';
import { Icon } from './icons/Icon';
import { LightButton } from './LightButton';
import { LoadOnPress } from './LoadOnPress';

export interface MenuEntry {
  key: string;
  label: ReactNode;
}

const DropdownMenu = antdIsland(() => import('./DropdownMenu').then((m) => m.DropdownMenu));

/**
 * A button that opens a menu (antd's Dropdown with a click trigger), for the first screens drawn without antd
 * (issue 31): a light button until the first press, which mounts the antd dropdown island already open
 * (LoadOnPress), so one press still shows the menu.
 */
export function DropdownButton({
  items,
  onSelect,
  kind = 'default',
  small = false,
  loading = false,
  testId,
  children,
}: {
  items: MenuEntry[];
  onSelect: (key: string) => void;
  kind?: 'default' | 'link';
  small?: boolean;
  loading?: boolean;
  testId: string;
  /** The button's text (a caret follows it). */
  children: ReactNode;
}) {
  return (
    <LoadOnPress
      preload={DropdownMenu.preload}
      standIn={(handlers) => (
        <LightButton kind={kind} small={small} loading={loading} {...handlers} data-testid={testId}>
          {children}
          <span className="btn__caret">
            <Icon shape={controls.down} />
          </span>
        </LightButton>
      )}
    >
      {(trigger) => (
        <DropdownMenu
          menu={{
            items: items.map(({ key, label }): MenuItemType => ({ key, label })),
            onClick: ({ key }) => onSelect(key),
          }}
        >
          {trigger}
        </DropdownMenu>
      )}
    </LoadOnPress>
  );
}
