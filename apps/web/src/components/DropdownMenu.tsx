import Dropdown from 'antd/es/dropdown';
import type { MenuItemType } from 'antd/es/menu/interface';
import { useState, type ReactElement } from 'react';
import type { MenuEntry } from './DropdownButton';

/**
 * The antd part of DropdownButton (an island: loaded on the first press): antd's click dropdown around the light
 * trigger, open from its first render, since the press that mounted it was the press that opens it.
 */
export function DropdownMenu({
  items,
  onSelect,
  children,
}: {
  items: MenuEntry[];
  onSelect: (key: string) => void;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      menu={{
        items: items.map(({ key, label }): MenuItemType => ({ key, label })),
        onClick: ({ key }) => onSelect(key),
      }}
    >
      {children}
    </Dropdown>
  );
}
