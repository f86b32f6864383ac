import { orderAllows, ORDER_STATUS } from '@portal/contract';
import type { DcvChallengeRow, OrderRow, ReissueRow } from '../../db/schema/index.js';
import {
  markReissueChecked,
  moveReissueStatus,
  claimReissuesDueForCheck,
  updateReissue,
} from '../orders/reissue-records.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { IssuanceService } from '../certificates/issuance.service.js';
import { POLL_INTERVAL_MS } from '../certificates/upstream-poll.js';
import {
  challengesOfOrder,
  challengesOfReissue,
  recordChallengeCheck,
} from '../orders/dcv-challenge-records.js';
import {
  findOrder,
  findOwnedOrder,
  claimOrdersDueForCheck,
  markOrderChecked,
  moveOrderStatusReturning,
  updateOrder,
} from '../orders/order-records.js';
import { checkChallenge } from './dcv-challenges-checks.js';
import type { DcvChecker } from './dcv-checker.js';
import type { ConnectorDnsChecks } from '../domains/connector-dns-check.js';
import type { DelegatedDnsChecks } from '../domains/delegated-dns-check.js';
import { businessMetrics } from '../../lib/metrics.js';

export interface DomainCheck {
  domain: string;
  validated: 0 | 1;
  problem: { key: string; vars: Record<string, string | number> } | null;
}

type Problem = { key: string; vars: Record<string, string | number> };

export interface ReissueCheck {
  reissue: ReissueRow;
  domains: DomainCheck[];
  blocked: Problem | null;
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
  parts: {
    checker: DcvChecker;
    issuance: IssuanceService;
    /** DNS checks through the account's DCV delegation (docs/domain/dcv-delegation.md); absent: never. */
    delegated?: DelegatedDnsChecks;
    /** DNS checks through the account's DNS provider connectors (docs/domain/dns-connectors.md); absent: never. */
    connectors?: ConnectorDnsChecks;
  },
) {
  /** Runs the look-up of every name not yet passed (for the order's account) and records what was found. */
  async function checkRows(rows: DcvChallengeRow[], accountId: number): Promise<DomainCheck[]> {
    const now = deps.clock.now();
    const domains: DomainCheck[] = [];
    for (const row of rows) {
      if (row.validatedAt) {
        domains.push({ domain: row.domain, validated: 1, problem: null });
        continue;
      }
      const outcome = await checkChallenge(parts.checker, row, {
        accountId,
        delegated: parts.delegated,
        connectors: parts.connectors,
      });
      const problem = outcome.passed ? null : { key: outcome.problem ?? 'dcv.unknown', vars: outcome.vars };
      await recordChallengeCheck(deps.db, row.id, outcome.passed, problem, now);
      businessMetrics.dcvChecks.inc({ method: row.method, result: outcome.passed ? 'passed' : 'failed' });
      domains.push({ domain: row.domain, validated: outcome.passed ? 1 : 0, problem });
    }
    return domains;
  }

  /** CAA for every name (the built-in CA's duty; an ACME CA checks it itself). The first refusal, or null. */
  async function caaProblem(domains: DomainCheck[], order: OrderRow): Promise<Problem | null> {
    if (parts.issuance.cas.forOrder(order).validatesNames) return null;
    for (const domain of domains) {
      const caa = await parts.checker.caa(domain.domain.replace(/^\*\./, ''), domain.domain.startsWith('*.'));
      if (!caa.passed)
        return { key: caa.problem ?? 'dcv.caaForbids', vars: { domain: domain.domain, ...caa.vars } };
    }
    return null;
  }

  const allPassed = (domains: DomainCheck[]) => domains.length > 0 && domains.every((d) => d.validated === 1);

  async function checkOrder(given: OrderRow): Promise<OrderCheck> {
    await markOrderChecked(deps.db, given.id, deps.clock.now());
    const rows = await challengesOfOrder(deps.db, given.id);
    const domains = await checkRows(rows, given.accountId);
    // No value at all: the CA asked the customer to publish nothing (code signing on a reseller's token); its
    // own answer decides. Otherwise every value must have passed.
    const nothingToProve = domains.length === 0 && parts.issuance.cas.forOrder(given).validatesNames;
    if (!allPassed(domains) && !nothingToProve) return { order: given, domains, blocked: null };
    // The caller's copy may be older than a name removal (the recheck job reads its batch first): issue from
    // the order as it is now and, where the portal is the validator, only when every name it would certify
    // has passed (an ACME CA refuses unproven names itself).
    const order = await findOrder(deps.db, given.id);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: given.id });
    // Cancelled (or otherwise moved on) meanwhile: nothing to issue.
    if (order.status !== ORDER_STATUS.pending) return { order, domains, blocked: null };
    const passed = new Set(domains.map((d) => d.domain));
    const names = order.productType === 'CodeSign' ? [order.commonName] : order.dnsNames;
    const portalValidates = !parts.issuance.cas.forOrder(order).validatesNames;
    if (portalValidates && !names.every((name) => passed.has(name))) return { order, domains, blocked: null };
    const blocked = await caaProblem(domains, order);
    if (blocked) {
      await updateOrder(deps.db, order.id, { lastProblem: blocked }, deps.clock.now());
      return { order, domains, blocked };
    }
    const moved = await parts.issuance.namesValidated(order);
    // The CA has looked (issued or refused): values an ACME check left in the delegation zone go.
    if (moved.status !== ORDER_STATUS.pending) await parts.delegated?.release(rows.map((row) => row.id));
    return {
      order: moved,
      domains,
      blocked: moved.status === ORDER_STATUS.pending ? moved.lastProblem : null,
    };
  }

  /** A reissue or renewal at status 1: the same checks, then issuance under the order. */
  async function checkReissue(reissue: ReissueRow, order: OrderRow): Promise<ReissueCheck> {
    if (!orderAllows('reissue', order.status)) {
      // The order was revoked, refunded or ended meanwhile: its open reissue must not issue; it is cancelled.
      const blocked = { key: 'errors.reissueState', vars: {} };
      const cancelled = await moveReissueStatus(
        deps.db,
        reissue.id,
        reissue.status,
        ORDER_STATUS.cancel,
        deps.clock.now(),
        { lastProblem: blocked },
      );
      return { reissue: cancelled ?? reissue, domains: [], blocked };
    }
    await markReissueChecked(deps.db, reissue.id, deps.clock.now());
    const rows = await challengesOfReissue(deps.db, reissue.id);
    const domains = await checkRows(rows, order.accountId);
    if (!allPassed(domains)) return { reissue, domains, blocked: null };
    const blocked = await caaProblem(domains, order);
    if (blocked) {
      await updateReissue(deps.db, reissue.id, { lastProblem: blocked }, deps.clock.now());
      return { reissue, domains, blocked };
    }
    const issued = await parts.issuance.issueReissue(order, reissue);
    if (issued.status !== ORDER_STATUS.pending) await parts.delegated?.release(rows.map((row) => row.id));
    return {
      reissue: issued,
      domains,
      blocked: issued.status === ORDER_STATUS.complete ? null : issued.lastProblem,
    };
  }

  return {
    checkOrder,
    checkReissue,

    /** order/authz/{id}: the customer says the values are published; check now and keep checking. */
    async authorize(session: SessionContext, id: number): Promise<OrderCheck> {
      let order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
      if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
      if (!orderAllows('authz', order.status)) throw new AppError('orderState', 'errors.authzState');
      const now = deps.clock.now();
      if (order.status === ORDER_STATUS.needAuth) {
        const moved = await moveOrderStatusReturning(
          deps.db,
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

    /**
     * The recheck job: up to `limit` orders and `limit` reissues waiting for validation, least recently checked
     * first (each check notes its time), so every waiting one gets its turn; one failure does not stop the rest.
     * Orders are taken only when their next poll is due and claimed for a poll interval first, so another
     * process's run skips them; an upstream failure pushes the next poll further (certificates/upstream-poll.ts).
     * Reissues are claimed and backed off the same way.
     */
    async recheckPending(limit = 50): Promise<{ checked: number; issued: number }> {
      let issued = 0;
      const now = deps.clock.now();
      const leaseUntil = new Date(now.getTime() + POLL_INTERVAL_MS);
      const waiting = await claimOrdersDueForCheck(deps.db, now, leaseUntil, limit);
      for (const order of waiting) {
        try {
          const result = await checkOrder(order);
          if (result.order.status !== ORDER_STATUS.pending) issued += 1;
        } catch (error) {
          deps.log.error({ err: error, orderId: order.id }, 'validation recheck failed');
        }
      }
      const reissuesWaiting = await claimReissuesDueForCheck(deps.db, now, leaseUntil, limit);
      for (const reissue of reissuesWaiting) {
        try {
          const order = await findOrder(deps.db, reissue.orderId);
          if (!order) continue;
          const result = await checkReissue(reissue, order);
          if (result.reissue.status === ORDER_STATUS.complete) issued += 1;
        } catch (error) {
          deps.log.error({ err: error, reissueId: reissue.id }, 'reissue validation recheck failed');
        }
      }
      return { checked: waiting.length + reissuesWaiting.length, issued };
    },
  };
}
export type ValidationService = ReturnType<typeof createValidationService>;
