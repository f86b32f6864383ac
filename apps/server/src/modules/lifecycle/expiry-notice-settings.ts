import {
  DEFAULT_EXPIRY_NOTICE_DAYS,
  type AccountExpiryNotices,
  type AccountExpiryNoticesBody,
  type OrderExpiryNotices,
  type OrderExpiryNoticesBody,
} from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { updateAccount } from '../account/account-records.js';
import { findOwnedOrder, updateOrder } from '../orders/order-records.js';
import { createLifecycleRepository } from './lifecycle.repository.js';

/**
 * The expiry-notice settings (docs/domain/expiry-notices.md): the account's list (`account/expiry_notices`) and
 * an order's own one (`order/expiry_notices`, null = the account's). Stored in the database and read there by the
 * job on every run, so every process sees a change at once (nothing is cached). The lists arrive checked by the
 * contract (0-5 distinct whole days of 1-90, largest first); who may change them is the route table's (`pay`,
 * like the other renewal settings); an order is its owner's, paid and not closed (`isClosed`).
 */
export function createExpiryNoticeSettings(
  deps: ServiceDeps,
  options: { isClosed(order: OrderRow): boolean },
) {
  const repo = createLifecycleRepository(deps.db);

  async function accountDays(accountId: number): Promise<AccountExpiryNotices> {
    const own = await repo.accountNoticeDays(accountId);
    return { days: own ?? [...DEFAULT_EXPIRY_NOTICE_DAYS], isDefault: own === null };
  }

  async function ownedOrder(session: SessionContext, orderID: number): Promise<OrderRow> {
    const order = await findOwnedOrder(deps.db, orderID, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderID });
    return order;
  }

  async function orderAnswer(order: OrderRow, days: number[] | null): Promise<OrderExpiryNotices> {
    const account = await accountDays(order.accountId);
    return { orderID: order.id, days, accountDays: account.days, effectiveDays: days ?? account.days };
  }

  return {
    account: (session: SessionContext) => accountDays(session.ownerAccountId),

    async setAccount(
      session: SessionContext,
      input: AccountExpiryNoticesBody,
    ): Promise<AccountExpiryNotices> {
      await updateAccount(
        deps.db,
        session.ownerAccountId,
        { expiryNoticeDays: input.days },
        deps.clock.now(),
      );
      return { days: input.days, isDefault: false };
    },

    async order(session: SessionContext, orderID: number): Promise<OrderExpiryNotices> {
      const order = await ownedOrder(session, orderID);
      return orderAnswer(order, order.expiryNoticeDays);
    },

    async setOrder(session: SessionContext, input: OrderExpiryNoticesBody): Promise<OrderExpiryNotices> {
      const order = await ownedOrder(session, input.orderID);
      if (!order.paid) throw new AppError('orderState', 'lifecycle.errors.noticesNotPaid', { id: order.id });
      if (options.isClosed(order))
        throw new AppError('orderState', 'lifecycle.errors.noticesClosed', { id: order.id });
      // An order's own list (null: it follows the account's).
      await updateOrder(deps.db, order.id, { expiryNoticeDays: input.days }, deps.clock.now());
      return orderAnswer(order, input.days);
    },
  };
}
export type ExpiryNoticeSettings = ReturnType<typeof createExpiryNoticeSettings>;
