import { dcvMethodsFor, orderAllows, type DcvMethod, type Language } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import {
  challengesOfOrder,
  removeChallenge,
  setChallengeEmailToken,
  updateChallengeMethod,
} from '../orders/dcv-challenge-records.js';
import { dcvValueFor } from '../orders/dcv-values.js';
import { findOwnedOrder, lockOwnedOrders, updateOrder } from '../orders/order-records.js';
import { approverEmailsFor } from '../../lib/domain-rules.js';
import type { EmailApprovalService } from './email-approval.service.js';

/**
 * Changing how a name is validated while the order waits (spec 000 sections 5 and 7): per-domain status,
 * replacing the method, the approver addresses, resending the approval mail, dropping a failing name.
 */
export function createDcvManageService(deps: ServiceDeps, parts: { approvals: EmailApprovalService }) {
  async function requireOrder(session: SessionContext, id: number): Promise<OrderRow> {
    const order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }

  async function requireChallenge(order: OrderRow, domain: string) {
    const challenge = (await challengesOfOrder(deps.db, order.id)).find(
      (c) => c.domain === domain.trim().toLowerCase(),
    );
    if (!challenge) throw new AppError('notFound', 'errors.domainNotInOrder', { domain });
    return challenge;
  }

  return {
    async status(session: SessionContext, id: number) {
      const order = await requireOrder(session, id);
      const rows = await challengesOfOrder(deps.db, order.id);
      return {
        dcv_list: rows.map((row) => ({
          domain_name: row.domain,
          dcv_method: row.method,
          dcv_status: row.validatedAt ? 'passed' : 'pending',
        })),
      };
    },

    /** order/verify-email?domain: the constructed approver addresses of a name. */
    verifyEmails(domain: string): { email_list: string[] } {
      return { email_list: approverEmailsFor(domain) };
    },

    /** PUT order/authMethod: a new method (and values) for one name, while the order waits for validation. */
    async replaceMethod(
      session: SessionContext,
      input: { orderID: number; authzMethod: DcvMethod; domain: string; approverEmail?: string | undefined },
      lang: Language,
    ) {
      const order = await requireOrder(session, input.orderID);
      if (!orderAllows('replaceMethod', order.status))
        throw new AppError('orderState', 'errors.replaceMethodState');
      if (order.caName !== null && order.caOrderId !== null)
        throw new AppError('orderState', 'errors.replaceMethodAtCa');
      const challenge = await requireChallenge(order, input.domain);
      const allowed = dcvMethodsFor(challenge.domain, order);
      if (!allowed.includes(input.authzMethod))
        throw new AppError('invalidParams', 'errors.dcvMethodNotAllowed', {
          method: input.authzMethod,
          allowed: allowed.join(', '),
        });
      let approver = '';
      if (input.authzMethod === 'email') {
        approver = (input.approverEmail ?? '').trim().toLowerCase();
        const emails = approverEmailsFor(challenge.domain);
        if (!emails.includes(approver))
          throw new AppError(
            'invalidParams',
            'errors.approverEmailNotAllowed',
            { allowed: emails.join(', ') },
            [{ field: 'approverEmail', message: 'errors.approverEmailNotAllowed' }],
          );
      }
      const value = dcvValueFor(challenge.domain, input.authzMethod, approver);
      await updateChallengeMethod(deps.db, challenge.id, value);
      if (input.authzMethod === 'email') {
        const updated = await requireChallenge(order, challenge.domain);
        await parts.approvals.resend(order, updated, lang);
      }
      return { domain: challenge.domain, authMethod: input.authzMethod };
    },

    /** order/resend-dcv-email/{id}?email: a new approval link, to the order's address or another allowed one. */
    async resend(session: SessionContext, id: number, email: string | undefined, lang: Language) {
      const order = await requireOrder(session, id);
      if (!orderAllows('resendDcvEmail', order.status)) throw new AppError('orderState', 'errors.authzState');
      const waiting = (await challengesOfOrder(deps.db, order.id)).filter(
        (c) => c.method === 'email' && !c.validatedAt,
      );
      if (waiting.length === 0) throw new AppError('orderState', 'errors.noEmailValidation');
      for (const challenge of waiting) {
        let target = challenge;
        if (email) {
          const wanted = email.trim().toLowerCase();
          const emails = approverEmailsFor(challenge.domain);
          if (!emails.includes(wanted))
            throw new AppError('invalidParams', 'errors.approverEmailNotAllowed', {
              allowed: emails.join(', '),
            });
          target = { ...challenge, authKey: wanted };
          await setChallengeEmailToken(deps.db, challenge.id, '', wanted);
        }
        await parts.approvals.resend(order, target, lang);
      }
      return { sent: waiting.length };
    },

    /** PUT order/remove-domain/{id}?domain: drops a failing extra name (never the common name). */
    async removeDomain(session: SessionContext, id: number, domain: string) {
      const order = await requireOrder(session, id);
      if (!orderAllows('removeDomain', order.status)) throw new AppError('orderState', 'errors.authzState');
      const challenge = await requireChallenge(order, domain);
      if (challenge.domain === order.commonName)
        throw new AppError('invalidParams', 'errors.cannotRemoveCommonName');
      if (challenge.validatedAt) throw new AppError('invalidParams', 'errors.removeOnlyFailing');
      await deps.db.transaction(async (tx) => {
        // Re-read the names under the order's row lock: two removals at once must not write back a stale
        // list (that would put a name without any validation value back on the certificate).
        const [locked] = await lockOwnedOrders(tx, [order.id], session.ownerAccountId);
        if (!locked || !orderAllows('removeDomain', locked.status))
          throw new AppError('orderState', 'errors.orderChanged');
        await removeChallenge(tx, challenge.id);
        await updateOrder(
          tx,
          order.id,
          { dnsNames: locked.dnsNames.filter((n) => n !== challenge.domain) },
          deps.clock.now(),
        );
      });
      return { domain: challenge.domain, removed: true };
    },
  };
}
export type DcvManageService = ReturnType<typeof createDcvManageService>;
