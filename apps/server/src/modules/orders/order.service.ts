import { ORDER_STATUS, type AuthInfoItem, type DcvMethod } from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../plugins/request-context.js';
import type { ServiceDeps } from '../../services.js';
import { createDcvChallengesRepository } from './dcv-challenges.repository.js';
import { dcvValueFor, RECORD_TYPE } from './dcv-values.js';
import { createOrdersRepository } from './orders.repository.js';

/** Submitting an order and the validation values it needs (the checks themselves are the DCV module's). */
export function createOrderService(deps: ServiceDeps) {
  const orders = createOrdersRepository(deps.db);

  async function requireOrder(session: SessionContext, id: number) {
    const order = await orders.findOwned(id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }

  return {
    /** order/commit: waiting submit → need auth information, once the order is paid or in its trial. */
    async commit(session: SessionContext, id: number): Promise<{ id: number; status: number }> {
      const order = await requireOrder(session, id);
      if (order.status !== ORDER_STATUS.waitingSubmit)
        throw new AppError('orderState', 'errors.notWaitingSubmit');
      const now = deps.clock.now();
      const inTrial =
        order.freeTrial && order.trialEndsAt !== null && order.trialEndsAt.getTime() > now.getTime();
      if (!order.paid && !inTrial) throw new AppError('orderState', 'errors.commitNeedsPayment');
      const names = order.productType === 'CodeSign' ? [order.commonName] : order.dnsNames;
      return deps.db.transaction(async (tx) => {
        const updated = await createOrdersRepository(tx).moveStatus(
          order.id,
          ORDER_STATUS.waitingSubmit,
          ORDER_STATUS.needAuth,
          now,
        );
        if (!updated) throw new AppError('orderState', 'errors.notWaitingSubmit');
        await createDcvChallengesRepository(tx).insertMany(
          names.map((domain) => ({
            orderId: order.id,
            ...dcvValueFor(domain, order.authMethod as DcvMethod, order.approverEmail || order.verifyEmail),
            createdAt: now,
          })),
        );
        return { id: order.id, status: ORDER_STATUS.needAuth };
      });
    },

    /** order/authInfo/{id}: per name, what to publish where. */
    async authInfo(session: SessionContext, id: number): Promise<AuthInfoItem[]> {
      const order = await requireOrder(session, id);
      if (order.status === ORDER_STATUS.waitingSubmit) throw new AppError('orderState', 'errors.commitFirst');
      const rows = await createDcvChallengesRepository(deps.db).forOrder(order.id);
      return rows.map((row) => ({
        domain: row.domain,
        authMethod: row.method,
        authKey: row.authKey,
        authPath: row.authPath,
        authValue: row.authValue,
        recordType: RECORD_TYPE[row.method],
        validated: row.validatedAt ? 1 : 0,
      }));
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
