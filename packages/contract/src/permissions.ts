// The permission matrix (issue 14, docs/domain/permissions.md): who may do what, in one place. Every /api route
// names the capability it needs (route-paths.ts, `can`); the server refuses a call whose caller lacks it, the
// profile answers the caller's capabilities, and the web's menus and buttons are derived from them.
import type { Role } from './constants.js';

export const CAPABILITIES = [
  /** No sign-in needed: login, catalogue, language, emailed links, webhooks. */
  'public',
  /** Any signed-in caller (session or API key): its profile, contact info, current settings. */
  'account',
  /**
   * Change the signed-in caller's own view of the account: mark letters read, the account's language and currency.
   * A write, so never the `read` key's (every call that changes anything needs a capability that key lacks).
   */
  'account.manage',
  /** The signed-in person's own login: password change. Browser sessions only, never an API key. */
  'self',
  /** Read orders, certificates, validation state, downloads of issued certificates. */
  'orders.read',
  /** Place and manage orders: purchase drafts, validation, reissue, cancel, notes, private keys, coupons, pricing requests. */
  'orders.manage',
  /**
   * An order's delivery tokens (docs/domain/delivery.md): create, list, revoke. A token hands the certificate (and,
   * when made so, its private key) to a server without a person, so not role sale nor the read/orders keys.
   */
  'delivery.manage',
  /** Pay an order or a reissue by any channel, start a trial, automatic payment and renewal charges. */
  'pay',
  /** Top up the balance (card wallet, offline transfer). */
  'funds.topup',
  /** The money pages: balance, invoices, statements, account activity. */
  'books.read',
  /** Generate an account statement (adds one to the account's statements): a write, so not the `read` key's. */
  'books.generate',
  /** Apply for a refund. */
  'refunds.apply',
  /** Read saved contacts and business information. */
  'records.read',
  /** Add and change saved contacts and business information. */
  'records.manage',
  /** Sub-users: list, add, edit, disable, resend the invitation. */
  'team.manage',
  /** The team's audit log. */
  'audit.read',
  /** The account's API key: read masked, reset, choose its scope. */
  'apiKeys.manage',
  /** The affiliate programme: commissions, payout requests and their history, the programme's summary. */
  'affiliate',
  /** Request a payout of cleared commission to a PayPal account (money leaves the portal). */
  'affiliate.payout',
  /** The white-label storefront offer (/admin/manage-introduce): the account owner's business decision. */
  'storefront',
  /** The operator console (/api/ops). */
  'ops',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const KEY_SCOPES = ['read', 'orders', 'full'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** Who calls, as the matrix sees it. A visitor has no actor (only `public`). */
export type Actor =
  | { kind: 'main'; operator?: boolean }
  | { kind: 'sub'; role: Exclude<Role, 'admin'>; auditPerm: boolean }
  | { kind: 'key'; scope: KeyScope };

const READ_ONLY: readonly Capability[] = [
  'public',
  'account',
  'orders.read',
  'books.read',
  'records.read',
  'affiliate',
];
const ORDERS: readonly Capability[] = [
  'public',
  'account',
  'orders.read',
  'orders.manage',
  'records.read',
  'records.manage',
];
const without = (list: readonly Capability[], ...removed: Capability[]) =>
  list.filter((c) => !removed.includes(c));
/** A main account may do everything of its own account; only the console is the operators'. */
const MAIN = without(CAPABILITIES, 'ops');

/** The columns of the matrix (docs/domain/permissions.md prints this table). */
export const MATRIX = {
  visitor: ['public'],
  main: MAIN,
  finance: without(MAIN, 'team.manage', 'apiKeys.manage', 'audit.read', 'affiliate.payout', 'storefront'),
  sale: [...ORDERS, 'self', 'account.manage'],
  'key:read': READ_ONLY,
  'key:orders': ORDERS,
  'key:full': without(MAIN, 'team.manage', 'apiKeys.manage', 'self', 'affiliate.payout', 'storefront'),
  operator: CAPABILITIES,
} as const satisfies Record<string, readonly Capability[]>;
export type MatrixColumn = keyof typeof MATRIX;

/** The matrix column of an actor (a sub-user's audit permission adds `audit.read`, see capabilitiesOf). */
export function matrixColumn(actor: Actor | null): MatrixColumn {
  if (!actor) return 'visitor';
  if (actor.kind === 'main') return actor.operator ? 'operator' : 'main';
  if (actor.kind === 'key') return `key:${actor.scope}`;
  return actor.role;
}

/** What an actor may do: its column of the matrix; a sub-user with audit permission also reads the audit log. */
export function capabilitiesOf(actor: Actor | null): ReadonlySet<Capability> {
  const set = new Set<Capability>(MATRIX[matrixColumn(actor)]);
  if (actor?.kind === 'sub' && actor.auditPerm) set.add('audit.read');
  return set;
}
