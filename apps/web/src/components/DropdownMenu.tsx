import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { useState, type ReactElement } from 'react';

/**
 * antd's click dropdown around a light trigger, open from its first render: the antd half of a menu that loads on
 * the first press (an island behind LoadOnPress: DropdownButton, the header's balance and user menus), since the
 * press that mounted it was the press that opens it.
 */
export function DropdownMenu({ menu, children }: { menu: MenuProps; children: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} menu={menu}>
      {children}
    </Dropdown>
  );
}
