import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/Logo';

/** The phone's menu drawer (antd's, an island mounted on the first open of the menu): the light side menu inside. */
export function MenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={260}
      title={<Logo size={26} />}
      styles={{ body: { padding: 0 } }}
      data-testid="menu-drawer"
    >
      {children}
    </Drawer>
  );
}
