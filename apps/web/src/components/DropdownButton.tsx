import { Suspense, useState, type ReactNode } from 'react';
import { antdIsland } from '../app/antdRoute';
import { LightButton } from './LightButton';
import { LightIcon } from './LightIcon';

export interface MenuEntry {
  key: string;
  label: ReactNode;
}

const DropdownMenu = antdIsland(() => import('./DropdownMenu').then((m) => m.DropdownMenu));

/**
 * A button that opens a menu (antd's Dropdown with a click trigger), for the first screens drawn without antd
 * (issue 31): a light button until the first press, which mounts the antd dropdown island already open, so one press
 * still shows the menu. Hovering or focusing the button starts the island's download.
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
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <LightButton
      kind={kind}
      small={small}
      loading={loading}
      onPointerEnter={DropdownMenu.preload}
      onFocus={DropdownMenu.preload}
      onClick={wanted ? undefined : () => setWanted(true)}
      data-testid={testId}
    >
      {children}
      <span className="btn__caret">
        <LightIcon name="down" />
      </span>
    </LightButton>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <DropdownMenu items={items} onSelect={onSelect}>
        {trigger}
      </DropdownMenu>
    </Suspense>
  );
}
