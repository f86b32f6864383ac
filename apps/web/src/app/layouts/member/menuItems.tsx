import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { MenuItem } from '@portal/contract';
import type { MenuProps } from 'antd/es/menu';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

type ItemType = NonNullable<MenuProps['items']>[number];

const ICONS: Record<string, ReactNode> = {
  account: <UserOutlined />,
  dashboard: <DashboardOutlined />,
  getCert: <SafetyCertificateOutlined />,
  pricing: <TagsOutlined />,
  orders: <ProfileOutlined />,
  certificates: <FileProtectOutlined />,
  domains: <GlobalOutlined />,
  billing: <WalletOutlined />,
  affiliate: <ShareAltOutlined />,
  notifications: <BellOutlined />,
  subUsers: <TeamOutlined />,
  auditLogs: <AuditOutlined />,
  apiTokens: <ApiOutlined />,
  apiKeys: <ApiOutlined />,
  storefrontOffer: <ShopOutlined />,
  console: <ControlOutlined />,
};

/** Menu key of an entry: the path of a screen, or "group:<key>" for a group. */
export function menuKey(item: MenuItem): string {
  return item.children?.length ? `group:${item.key}` : (item.path ?? `item:${item.key}`);
}

/** antd Menu items from the profile's menu list; labels are `web.menu.<key>` (the key itself when unknown). */
export function toMenuItems(menu: readonly MenuItem[], t: TFunction, topLevel = true): ItemType[] {
  return menu.map((item) => {
    const label = (
      <span data-testid={`menu-${item.key}`}>{t(`web.menu.${item.key}`, { defaultValue: item.key })}</span>
    );
    const icon = topLevel ? (ICONS[item.key] ?? <AppstoreOutlined />) : undefined;
    if (item.children?.length) {
      return { key: menuKey(item), icon, label, children: toMenuItems(item.children, t, false) };
    }
    return { key: menuKey(item), icon, label };
  });
}

/** Group keys, to open every group by default. */
export function groupKeys(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => (item.children?.length ? [menuKey(item), ...groupKeys(item.children)] : []));
}

/** The menu key of the screen shown: the longest entry path that prefixes the location. */
export function selectedKey(menu: readonly MenuItem[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`))) {
        if (!best || item.path.length > best.length) best = item.path;
      }
      if (item.children) visit(item.children);
    }
  };
  visit(menu);
  return best;
}
