import type { MenuItem } from './api/account.js';
import type { Role } from './constants.js';

interface MenuEntry extends MenuItem {
  /** Roles that see the entry; absent = every role. */
  roles?: readonly Role[];
  children?: MenuEntry[];
}

/**
 * The member menu. Only screens that exist are listed; each later area adds its entries here.
 * Role rules (docs/domain/roles.md): sale never sees money screens; sub-user management is the main account's.
 */
export const MEMBER_MENU: readonly MenuEntry[] = [
  { key: 'getCert', path: '/admin/get-cert' },
  { key: 'orderList', path: '/admin/order/list' },
  { key: 'coupons', path: '/admin/coupons' },
  {
    key: 'certificates',
    children: [
      { key: 'certList', path: '/admin/cert' },
      { key: 'expiredCerts', path: '/admin/order/expired-cert' },
    ],
  },
  {
    key: 'billing',
    roles: ['admin', 'finance'],
    children: [
      { key: 'invoicing', path: '/admin/invoice/billing' },
      { key: 'accountActivity', path: '/admin/invoice/account-activity' },
      { key: 'accountStatement', path: '/admin/invoice/account-statement' },
    ],
  },
  {
    key: 'account',
    children: [{ key: 'profile', path: '/admin/profile' }],
  },
];

function filterByRole(entries: readonly MenuEntry[], role: Role): MenuItem[] {
  const result: MenuItem[] = [];
  for (const entry of entries) {
    if (entry.roles && !entry.roles.includes(role)) continue;
    const item: MenuItem = { key: entry.key };
    if (entry.path) item.path = entry.path;
    if (entry.children) {
      const children = filterByRole(entry.children, role);
      if (children.length === 0) continue;
      item.children = children;
    }
    result.push(item);
  }
  return result;
}

export function menuForRole(role: Role): MenuItem[] {
  return filterByRole(MEMBER_MENU, role);
}
