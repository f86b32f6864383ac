import type { MenuItem } from './api/account.js';
import type { Capability } from './permissions.js';

interface MenuEntry extends MenuItem {
  /** The capability of the permission matrix a caller needs to see the entry; absent = every signed-in caller. */
  can?: Capability;
  children?: MenuEntry[];
}

/**
 * The member menu. Only screens that exist are listed; each later area adds its entries here. Who sees an entry
 * follows the permission matrix (permissions.ts, docs/domain/permissions.md): the same capability the screen's
 * calls need, so the menu never offers a screen whose calls would be refused.
 */
export const MEMBER_MENU: readonly MenuEntry[] = [
  { key: 'dashboard', path: '/admin/dashboard', can: 'orders.read' },
  { key: 'getCert', path: '/admin/get-cert' },
  { key: 'orderList', path: '/admin/order/list' },
  { key: 'coupons', path: '/admin/coupons' },
  {
    key: 'pricing',
    can: 'orders.manage',
    children: [
      { key: 'myPricing', path: '/admin/price/product' },
      { key: 'priceMatch', path: '/admin/price/feedback' },
      { key: 'unlistedProduct', path: '/admin/price/unlisted' },
      { key: 'bulkBuys', path: '/admin/price/bulkbuys' },
      { key: 'guarantee', path: '/admin/price/guarantee' },
    ],
  },
  {
    key: 'certificates',
    children: [
      { key: 'certList', path: '/admin/cert' },
      { key: 'expiredCerts', path: '/admin/order/expired-cert' },
    ],
  },
  /** The account's domains and how each validates (DCV delegation; issue 34). */
  { key: 'domains', path: '/admin/domains', can: 'orders.read' },
  {
    key: 'billing',
    can: 'books.read',
    children: [
      { key: 'invoicing', path: '/admin/invoice/billing' },
      { key: 'accountActivity', path: '/admin/invoice/account-activity' },
      { key: 'accountStatement', path: '/admin/invoice/account-statement' },
    ],
  },
  {
    key: 'affiliate',
    can: 'affiliate',
    children: [
      { key: 'affiliateProgramme', path: '/admin/affiliate' },
      { key: 'commissionOrders', path: '/admin/commission/order' },
      { key: 'commissionExtract', path: '/admin/commission/extract' },
    ],
  },
  {
    key: 'account',
    children: [
      { key: 'profile', path: '/admin/profile' },
      { key: 'subUsers', path: '/admin/account/manage', can: 'team.manage' },
      { key: 'auditLogs', path: '/admin/account/logs', can: 'audit.read' },
      { key: 'apiKeys', path: '/admin/integration/api', can: 'apiKeys.manage' },
    ],
  },
  { key: 'storefrontOffer', path: '/admin/manage-introduce', can: 'storefront' },
  /** The operator console, for operators only (the capability `ops`: what /ops and /api/ops/ are checked by). */
  { key: 'console', path: '/ops', can: 'ops' },
];

function filterByCapabilities(entries: readonly MenuEntry[], may: ReadonlySet<Capability>): MenuItem[] {
  const result: MenuItem[] = [];
  for (const entry of entries) {
    if (entry.can && !may.has(entry.can)) continue;
    const item: MenuItem = { key: entry.key };
    if (entry.path) item.path = entry.path;
    if (entry.children) {
      const children = filterByCapabilities(entry.children, may);
      if (children.length === 0) continue;
      item.children = children;
    }
    result.push(item);
  }
  return result;
}

/** The menu of a caller with these capabilities (the profile's `capabilities`). */
export function menuFor(may: ReadonlySet<Capability>): MenuItem[] {
  return filterByCapabilities(MEMBER_MENU, may);
}
