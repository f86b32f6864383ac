import { orderAllows, ORDER_STATUS } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../plugins/request-context.js';
import type { ServiceDeps } from '../../services.js';
import type { IssuanceService } from '../certificates/issuance.service.js';
import { createDcvChallengesRepository } from '../orders/dcv-challenges.repository.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import { checkChallenge } from './dcv-challenges-checks.js';
import type { DcvChecker } from './dcv-checker.js';

export interface DomainCheck {
  domain: string;
  validated: 0 | 1;
  problem: { key: string; vars: Record<string, string | number> } | null;
}

export interface OrderCheck {
  order: OrderRow;
  domains: DomainCheck[];
  /** The CAA problem or CA problem that stopped issuance after every name passed. */
  blocked: { key: string; vars: Record<string, string | number> } | null;
}

/**
 * Domain control validation (DESIGN section 3): the portal checks its own values (DNS TXT, HTTP file, email
 * approval), then CAA for every name, and only then asks the CA. The answer says per name what was found.
 */
export function createValidationService(
  deps: ServiceDeps,
  parts: { checker: DcvChecker; issuance: IssuanceService },
) {
  const orders = createOrdersRepository(deps.db);
  const challenges = createDcvChallengesRepository(deps.db);

  async function checkOrder(order: OrderRow): Promise<OrderCheck> {
    const now = deps.clock.now();
    const rows = await challenges.forOrder(order.id);
    const domains: DomainCheck[] = [];
    for (const row of rows) {
      if (row.validatedAt) {
        domains.push({ domain: row.domain, validated: 1, problem: null });
        continue;
      }
      const outcome = await checkChallenge(parts.checker, row);
      const problem = outcome.passed ? null : { key: outcome.problem ?? 'dcv.unknown', vars: outcome.vars };
      await challenges.recordCheck(row.id, outcome.passed, problem, now);
      domains.push({ domain: row.domain, validated: outcome.passed ? 1 : 0, problem });
    }
    if (domains.length === 0 || domains.some((d) => d.validated === 0))
      return { order, domains, blocked: null };

    if (!parts.issuance.ca.validatesNames) {
      for (const domain of domains) {
        const caa = await parts.checker.caa(
          domain.domain.replace(/^\*\./, ''),
          domain.domain.startsWith('*.'),
        );
        if (!caa.passed) {
          const blocked = {
            key: caa.problem ?? 'dcv.caaForbids',
            vars: { domain: domain.domain, ...caa.vars },
          };
          await orders.update(order.id, { lastProblem: blocked }, now);
          return { order, domains, blocked };
        }
      }
    }
    const moved = await parts.issuance.namesValidated(order);
    return {
      order: moved,
      domains,
      blocked: moved.status === ORDER_STATUS.pending ? moved.lastProblem : null,
    };
  }

  return {
    checkOrder,

    /** order/authz/{id}: the customer says the values are published; check now and keep checking. */
    async authorize(session: SessionContext, id: number): Promise<OrderCheck> {
      let order = await orders.findOwned(id, session.ownerAccountId);
      if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
      if (!orderAllows('authz', order.status)) throw new AppError('orderState', 'errors.authzState');
      const now = deps.clock.now();
      if (order.status === ORDER_STATUS.needAuth) {
        const moved = await orders.moveStatusReturning(
          order.id,
          ORDER_STATUS.needAuth,
          ORDER_STATUS.pending,
          now,
          {
            validationRequestedAt: now,
          },
        );
        if (!moved) throw new AppError('orderState', 'errors.orderChanged');
        order = moved;
      }
      return checkOrder(order);
    },

    /** The recheck job: every order waiting for validation, oldest first; one failure does not stop the rest. */
    async recheckPending(limit = 50): Promise<{ checked: number; issued: number }> {
      let issued = 0;
      const waiting = await orders.awaitingValidation(limit);
      for (const order of waiting) {
        try {
          const result = await checkOrder(order);
          if (result.order.status !== ORDER_STATUS.pending) issued += 1;
        } catch (error) {
          deps.log.error({ err: error, orderId: order.id }, 'validation recheck failed');
        }
      }
      return { checked: waiting.length, issued };
    },
  };
}
export type ValidationService = ReturnType<typeof createValidationService>;
