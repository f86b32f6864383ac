import {
  amountToCents,
  centsToAmount,
  OPS_USER_RECENT,
  type OpsCreditBody,
  type OpsUserDetail,
  type OpsUserRow,
  type OpsUsersQuery,
} from '@portal/contract';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccountByUid } from '../account/account-records.js';
import { setAccountLevel, setOperatorRole } from '../account/account-grants.js';
import { setAccountStatus } from '../account/account-status.js';
import type { OperatorBookings } from '../books/operator-bookings.service.js';
import type { SessionService } from '../sessions/session.service.js';
import { requireFreshConfirmation } from './fresh-confirmation.js';
import { createOpsRepository } from './ops.repository.js';
import { actorOf } from './ops.service.js';

type UserRecord = { account: AccountRow; parentUid: string | null; balanceCents: number };

const userRow = ({ account, parentUid, balanceCents }: UserRecord): OpsUserRow => ({
  uid: account.uid,
  email: account.email,
  role: account.role,
  parentUid,
  level: account.level,
  operator: account.isOperator,
  status: account.status,
  balance: centsToAmount(balanceCents),
  createdAt: account.createdAt.toISOString(),
  lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
});

/**
 * The console's users (issue 18): search and view across accounts, and the operator's changes — each through the
 * service the command line uses too (account status, level and operator role in the account module, credits and
 * debits in the books), which writes the operator audit row in the change's own transaction.
 */
export function createOpsUsersService(
  deps: ServiceDeps,
  parts: { bookings: OperatorBookings; sessions: SessionService },
) {
  const repo = createOpsRepository(deps.db);

  async function requireUser(uid: string): Promise<AccountRow> {
    const account = await findAccountByUid(deps.db, uid);
    if (!account) throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
    return account;
  }

  /** The row as the console shows it after a change (balance of the main account for a sub-user). */
  async function currentRow(uid: string): Promise<OpsUserRow> {
    const record = await repo.user(uid);
    if (!record) throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
    return userRow(record);
  }

  /** This process's cached sessions of the account (and of its team) are read again at their next call. */
  async function forgetSessions(account: AccountRow): Promise<void> {
    parts.sessions.forgetAccount(account.id);
    if (account.parentId === null)
      for (const member of await repo.team(account.id)) parts.sessions.forgetAccount(member.account.id);
  }

  async function book(
    direction: 'credit' | 'debit',
    session: SessionContext,
    uid: string,
    input: OpsCreditBody,
    ip: string,
  ) {
    await requireFreshConfirmation(deps, session);
    const account = await requireUser(uid);
    const amountCents = amountToCents(input.amount);
    if (amountCents === undefined) throw new AppError('invalidParams', 'ops.validation.amountInvalid');
    const booked = await parts.bookings[direction](
      account,
      { amountCents, note: input.note },
      actorOf(session, ip),
    );
    return {
      uid,
      email: account.email,
      amount: centsToAmount(amountCents),
      balanceBefore: centsToAmount(booked.balanceBeforeCents),
      balanceAfter: centsToAmount(booked.balanceAfterCents),
    };
  }

  return {
    async search(query: OpsUsersQuery): Promise<{ list: OpsUserRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.usersPage(query.query, limit, offset);
      return { list: rows.map(userRow), total };
    },

    /** GET ops/users/{uid}: profile, team, the newest orders and ledger entries of the balance it spends. */
    async view(uid: string): Promise<OpsUserDetail> {
      const record = await repo.user(uid);
      if (!record) throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
      const { account } = record;
      const owner = account.parentId ?? account.id;
      const [team, orders, ledger] = await Promise.all([
        repo.team(owner),
        repo.recentOrders(owner, OPS_USER_RECENT),
        repo.recentLedger(owner, OPS_USER_RECENT),
      ]);
      return {
        profile: {
          ...userRow(record),
          firstName: account.contactFirstName,
          lastName: account.contactLastName,
          telephone: account.contactTelephone,
          language: account.lang,
          currency: account.currency,
          registerFrom: account.registerFrom,
        },
        team: team.map(userRow),
        orders: orders.rows.map((order) => ({
          id: order.id,
          product: order.productName,
          domain: order.commonName,
          status: order.status,
          paid: order.paid,
          total: centsToAmount(order.totalCents),
          createdAt: order.createdAt.toISOString(),
        })),
        ordersTotal: orders.total,
        balance: centsToAmount(record.balanceCents),
        ledger: ledger.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: centsToAmount(entry.amountCents),
          balanceAfter: centsToAmount(entry.balanceAfterCents),
          note: entry.note,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },

    /** POST ops/users/{uid}/credit: `portal funds:credit`'s booking. */
    credit: (session: SessionContext, uid: string, input: OpsCreditBody, ip: string) =>
      book('credit', session, uid, input, ip),

    /** POST ops/users/{uid}/debit: never below zero (409), also under concurrent debits. */
    debit: (session: SessionContext, uid: string, input: OpsCreditBody, ip: string) =>
      book('debit', session, uid, input, ip),

    /** POST ops/users/{uid}/status: `portal user:disable` / `user:enable`; disabling ends the sessions at once. */
    async setStatus(session: SessionContext, uid: string, status: 'active' | 'disabled', ip: string) {
      const change = await setAccountStatus(deps.db, { uid }, status, deps.clock.now(), actorOf(session, ip));
      if (!change) throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
      await forgetSessions(change.account);
      return currentRow(uid);
    },

    async setLevel(session: SessionContext, uid: string, level: number, ip: string) {
      if (!(await setAccountLevel(deps.db, { uid }, level, deps.clock.now(), actorOf(session, ip))))
        throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
      return currentRow(uid);
    },

    /** POST ops/users/{uid}/operator: grants or takes the role (another main account only, never oneself). */
    async setOperator(session: SessionContext, uid: string, operator: boolean, ip: string) {
      const account = await setOperatorRole(deps.db, uid, operator, deps.clock.now(), actorOf(session, ip));
      if (!account) throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
      // Its cached sessions pick up the capability change at their next call.
      await forgetSessions(account);
      return currentRow(uid);
    },
  };
}
export type OpsUsersService = ReturnType<typeof createOpsUsersService>;
