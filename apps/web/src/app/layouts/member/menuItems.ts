import type { MenuItem } from '@portal/contract';
import type { IconShape } from '../../../components/icons/Icon';
import { apiOutlined } from '../../../components/icons/outline/apiOutlined';
import { auditOutlined } from '../../../components/icons/outline/auditOutlined';
import { bellOutlined } from '../../../components/icons/outline/bellOutlined';
import { controlOutlined } from '../../../components/icons/outline/controlOutlined';
import { dashboardOutlined } from '../../../components/icons/outline/dashboardOutlined';
import { fileProtectOutlined } from '../../../components/icons/outline/fileProtectOutlined';
import { globalOutlined } from '../../../components/icons/outline/globalOutlined';
import { profileOutlined } from '../../../components/icons/outline/profileOutlined';
import { safetyCertificateOutlined } from '../../../components/icons/outline/safetyCertificateOutlined';
import { shareAltOutlined } from '../../../components/icons/outline/shareAltOutlined';
import { shopOutlined } from '../../../components/icons/outline/shopOutlined';
import { tagsOutlined } from '../../../components/icons/outline/tagsOutlined';
import { teamOutlined } from '../../../components/icons/outline/teamOutlined';
import { userOutlined } from '../../../components/icons/outline/userOutlined';
import { walletOutlined } from '../../../components/icons/outline/walletOutlined';

/** The icon of a top-level entry (the same as antd's menu had); others get `appstoreOutlined`. */
export const MENU_ICONS: Record<string, IconShape> = {
  account: userOutlined,
  dashboard: dashboardOutlined,
  getCert: safetyCertificateOutlined,
  pricing: tagsOutlined,
  orders: profileOutlined,
  certificates: fileProtectOutlined,
  domains: globalOutlined,
  billing: walletOutlined,
  affiliate: shareAltOutlined,
  notifications: bellOutlined,
  subUsers: teamOutlined,
  auditLogs: auditOutlined,
  apiTokens: apiOutlined,
  apiKeys: apiOutlined,
  storefrontOffer: shopOutlined,
  console: controlOutlined,
};

/** Menu key of an entry: the path of a screen, or "group:<key>" for a group. */
export function menuKey(item: MenuItem): string {
  return item.children?.length ? `group:${item.key}` : (item.path ?? `item:${item.key}`);
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
