import type { MenuItem } from '@portal/contract';
import type { OutlineIconName } from '../../../components/icons/outline';

/** The icon of a top-level entry (the same as antd's menu had); others get `appstore`. */
export const MENU_ICONS: Record<string, OutlineIconName> = {
  account: 'user',
  dashboard: 'dashboard',
  getCert: 'safetyCertificate',
  pricing: 'tags',
  orders: 'profile',
  certificates: 'fileProtect',
  domains: 'global',
  billing: 'wallet',
  affiliate: 'shareAlt',
  notifications: 'bell',
  subUsers: 'team',
  auditLogs: 'audit',
  apiTokens: 'api',
  apiKeys: 'api',
  storefrontOffer: 'shop',
  console: 'control',
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
