import type { Executor } from '../../db/client.js';
import type { OrderRow, ReissueRow } from '../../db/schema/index.js';
import type { PendingCertificate } from '../../integrations/ca/certificate-authority.js';
import {
  challengesOfOrder,
  challengesOfReissue,
  updateChallengeMethod,
} from '../orders/dcv-challenge-records.js';
import { updateOrder } from '../orders/order-records.js';
import { updateReissue } from '../orders/reissue-records.js';

/**
 * A CA that validates names itself answered a recheck with another order than the one the portal holds: it had
 * lost the first (an ACME server that lost its state) and opened a new one (docs/domain/upstreams.md
 * "Recovery"). The portal keeps the new reference and the new values the customer must publish; each name's
 * validation starts over. Nothing was issued under the lost order (else the CA would still have it).
 */
export function movedToNewCaOrder(held: string | null, answer: PendingCertificate): boolean {
  return held !== null && answer.caOrderId !== '' && answer.caOrderId !== held;
}

async function adoptValues(
  tx: Executor,
  rows: { id: number; domain: string }[],
  answer: PendingCertificate,
): Promise<void> {
  for (const value of answer.instructions) {
    const row = rows.find((r) => r.domain === value.domain);
    if (row)
      await updateChallengeMethod(tx, row.id, {
        method: value.method,
        authKey: value.authKey,
        authPath: value.authPath,
        authValue: value.authValue,
      });
  }
}

/** The order follows the CA's new order: its reference and its values, in one transaction. */
export function adoptNewOrderAtCa(
  db: Executor,
  order: OrderRow,
  answer: PendingCertificate,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    await updateOrder(tx, order.id, { caOrderId: answer.caOrderId }, now);
    await adoptValues(tx, await challengesOfOrder(tx, order.id), answer);
  });
}

/** The same for a reissue whose CA order was lost. */
export function adoptNewReissueOrderAtCa(
  db: Executor,
  reissue: ReissueRow,
  answer: PendingCertificate,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    await updateReissue(tx, reissue.id, { caOrderId: answer.caOrderId }, now);
    await adoptValues(tx, await challengesOfReissue(tx, reissue.id), answer);
  });
}
