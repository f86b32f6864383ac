// Cancel and revoke reaching the upstream CA (docs/domain/upstreams.md "Cancel, revoke and refund at the upstream"):
// the order's own status and the money move first and never wait on the CA; what the CA has not confirmed is written
// on the order (`upstream_action`, and as its last problem for the operator's queue) and tried again by the
// `upstream-actions` job with the poll backoff until the CA answers.
import type { OrderRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { CaError } from '../../integrations/ca/certificate-authority.js';
import type { ServiceDeps } from '../../services.js';
import { findOrder, ordersWithUpstreamActionDue, updateOrder } from '../orders/order-records.js';
import { certificatesOfOrder } from './certificate-records.js';
import { backoffAfter } from './upstream-poll.js';

type UpstreamAction = NonNullable<OrderRow['upstreamAction']>;

export interface UpstreamActionOutcome {
  orderId: number;
  action: UpstreamAction['action'];
  /** The CA confirmed (or had nothing to do); false: recorded for the next try. */
  done: boolean;
  error: string | null;
}

/** The CA already has what we asked for: an order it no longer knows, or a certificate it already revoked. */
function alreadyDone(error: unknown): boolean {
  if (!(error instanceof CaError)) return false;
  if (error.kind === 'notFound') return true;
  return error.kind === 'refused' && /already revoked|alreadyRevoked/i.test(error.message);
}

export function createUpstreamActions(deps: ServiceDeps, cas: CaDirectory) {
  async function attempt(order: OrderRow, action: UpstreamAction['action'], serialNumber?: string) {
    const ca = cas.forOrder(order);
    if (action === 'cancel') {
      if (order.caOrderId && ca.cancel) await ca.cancel(order.caOrderId);
      return;
    }
    const certificate = (await certificatesOfOrder(deps.db, order.id)).find(
      (c) => c.serialNumber === serialNumber,
    );
    if (certificate) await ca.revoke(certificate.certificatePem, 'cessationOfOperation');
  }

  /** Asks the CA once; on a failure writes (or moves on) the order's owed action and its next try. */
  async function run(
    order: OrderRow,
    action: UpstreamAction['action'],
    serialNumber?: string,
  ): Promise<UpstreamActionOutcome> {
    const now = deps.clock.now();
    try {
      await attempt(order, action, serialNumber);
    } catch (error) {
      if (!alreadyDone(error)) {
        const detail = error instanceof Error ? error.message : String(error);
        const attempts = (order.upstreamAction?.attempts ?? 0) + 1;
        const retryAfter = error instanceof CaError ? Number(error.detail.retryAfterSeconds) : NaN;
        const owed: UpstreamAction = {
          action,
          attempts,
          nextAt: new Date(
            now.getTime() + backoffAfter(attempts, Number.isFinite(retryAfter) ? retryAfter : undefined),
          ).toISOString(),
          since: order.upstreamAction?.since ?? now.toISOString(),
          lastError: detail,
          ...(serialNumber ? { serialNumber } : {}),
        };
        await updateOrder(
          deps.db,
          order.id,
          { upstreamAction: owed, lastProblem: { key: `upstreamAction.${action}`, vars: { detail } } },
          now,
        );
        deps.log.info({ err: error, orderId: order.id, action }, 'upstream CA did not confirm');
        return { orderId: order.id, action, done: false, error: detail };
      }
    }
    if (order.upstreamAction)
      await updateOrder(
        deps.db,
        order.id,
        {
          upstreamAction: null,
          ...(order.lastProblem?.key.startsWith('upstreamAction.') ? { lastProblem: null } : {}),
        },
        now,
      );
    return { orderId: order.id, action, done: true, error: null };
  }

  return {
    /** After the order moved to cancelled: cancels its not-yet-issued order at the CA (when it placed one). */
    cancel(order: OrderRow): Promise<UpstreamActionOutcome> {
      return run(order, 'cancel');
    },
    /** After the money settled: revokes the certificate `serialNumber` of the order at the CA. */
    revoke(order: OrderRow, serialNumber: string): Promise<UpstreamActionOutcome> {
      return run(order, 'revoke', serialNumber);
    },
    /** Tries the owed action of one order now (the operator's retry); undefined when none is owed. */
    async retry(orderId: number): Promise<UpstreamActionOutcome | undefined> {
      const order = await findOrder(deps.db, orderId);
      const owed = order?.upstreamAction;
      if (!order || !owed) return undefined;
      return run(order, owed.action, owed.serialNumber);
    },
    /** The job: every order whose owed action is due, oldest first; one failure does not stop the rest. */
    async retryDue(limit = 50): Promise<{ tried: number; done: number }> {
      const due = await ordersWithUpstreamActionDue(deps.db, deps.clock.now(), limit);
      let done = 0;
      for (const order of due) {
        const owed = order.upstreamAction;
        if (!owed) continue;
        const outcome = await run(order, owed.action, owed.serialNumber).catch((error: unknown) => {
          deps.log.error({ err: error, orderId: order.id }, 'upstream action retry failed');
          return undefined;
        });
        if (outcome?.done) done += 1;
      }
      return { tried: due.length, done };
    },
  };
}
export type UpstreamActions = ReturnType<typeof createUpstreamActions>;
