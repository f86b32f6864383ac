import { ORDER_STATUS, type OrderRenewalAnswer, type OrderRenewalBody } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findOwnedOrder, updateOrder } from '../orders/order-records.js';
import { createExpiryNoticeSettings } from './expiry-notice-settings.js';
import { createLifecycleRepository } from './lifecycle.repository.js';

const S = ORDER_STATUS;
/** Paid but refused, cancelled, refunded, revoked, expired or failed: nothing left to renew. */
const CLOSED: readonly number[] = [
  S.invalid,
  S.cancel,
  S.refunded,
  S.revoking,
  S.revoked,
  S.expired,
  S.refunding,
  S.failed,
];

/**
 * PUT order/renewal: what happens at the end of a paid order (manual, auto, never) and where its mails go; and
 * the order's expiry notices (expiry-notice-settings.ts).
 * Owner only (another account's order is not found); role sale is refused whatever the mode, because
 * automatic renewal charges the balance and turning it off stops a payment someone else arranged.
 */
export function createRenewalPreferencesService(deps: ServiceDeps) {
  const repo = createLifecycleRepository(deps.db);

  /** The account's address, its sub-users' addresses and the order's contact address (contacts keep none). */
  async function emailOptions(order: OrderRow): Promise<string[]> {
    const emails = await repo.accountEmails(order.accountId);
    const contact = order.contact.email?.trim().toLowerCase();
    return [...new Set(contact ? [...emails, contact] : emails)];
  }

  const isClosed = (order: OrderRow) => CLOSED.includes(order.status);

  return {
    emailOptions,
    /** Expiry notices: the account's list and an order's own (the same owner and state rules as below). */
    expiryNotices: createExpiryNoticeSettings(deps, { isClosed }),

    async set(session: SessionContext, input: OrderRenewalBody): Promise<OrderRenewalAnswer> {
      const order = await findOwnedOrder(deps.db, input.orderID, session.ownerAccountId);
      if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: input.orderID });
      if (!order.paid) throw new AppError('orderState', 'lifecycle.errors.renewalNotPaid', { id: order.id });
      if (isClosed(order))
        throw new AppError('orderState', 'lifecycle.errors.renewalClosed', { id: order.id });
      const email = input.email?.toLowerCase();
      if (email && !(await emailOptions(order)).includes(email)) {
        const key = 'lifecycle.errors.renewEmailNotAllowed';
        throw new AppError('invalidParams', key, {}, [{ field: 'email', message: key }]);
      }
      const renewEmail = email ?? order.renewEmail;
      await updateOrder(deps.db, order.id, { renewMode: input.renewMode, renewEmail }, deps.clock.now());
      return { renewMode: input.renewMode, renewEmail };
    },
  };
}
export type RenewalPreferencesService = ReturnType<typeof createRenewalPreferencesService>;
