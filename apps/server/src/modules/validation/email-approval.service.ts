import { type Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { DcvChallengeRow, OrderRow } from '../../db/schema/index.js';
import { randomToken } from '../../lib/crypto.js';
import type { ServiceDeps } from '../../services.js';
import {
  approveChallengeByEmailToken,
  challengesOfOrder,
  challengesOfReissue,
  findChallengeByEmailToken,
  setChallengeEmailToken,
} from '../orders/dcv-challenge-records.js';
import { findOrder } from '../orders/order-records.js';

export interface ApprovalPage {
  status: 'ask' | 'done' | 'invalid';
  domain: string;
  orderId: number;
  product: string;
}

/**
 * Email validation (BR 3.2.2.4.4): a mail with a single-use approval link goes to the chosen constructed
 * address; opening the link shows a confirmation page (mail scanners that fetch links approve nothing),
 * and only the confirmation (POST) approves.
 */
export function createEmailApprovalService(
  deps: ServiceDeps,
  parts: { onApproved: (order: OrderRow, reissueId: string | null) => Promise<void> },
) {
  async function mail(order: OrderRow, challenge: DcvChallengeRow, lang: Language): Promise<void> {
    const token = randomToken();
    await setChallengeEmailToken(deps.db, challenge.id, deps.hashToken(token));
    const link = `${deps.publicUrl}/api/dcv/approve/${token}`;
    await deps.mailer.send({
      to: challenge.authKey,
      subject: translate(lang, 'server.mail.dcvSubject', { domain: challenge.domain }),
      text: translate(lang, 'server.mail.dcvBody', {
        domain: challenge.domain,
        orderId: order.id,
        product: order.productName,
        email: challenge.authKey,
        link,
      }),
    });
  }

  return {
    /** After submission: one mail per name still waiting for email approval. */
    async sendFor(orderId: number, lang: Language, reissueId?: string): Promise<number> {
      const order = await findOrder(deps.db, orderId);
      if (!order) return 0;
      const rows = reissueId
        ? await challengesOfReissue(deps.db, reissueId)
        : await challengesOfOrder(deps.db, orderId);
      const waiting = rows.filter((c) => c.method === 'email' && !c.validatedAt);
      for (const challenge of waiting) await mail(order, challenge, lang);
      return waiting.length;
    },

    /** Sends a new link (the old one stops working), optionally to another of the allowed addresses. */
    async resend(order: OrderRow, challenge: DcvChallengeRow, lang: Language): Promise<void> {
      await mail(order, challenge, lang);
    },

    async page(token: string): Promise<ApprovalPage> {
      const challenge = await findChallengeByEmailToken(deps.db, deps.hashToken(token));
      if (!challenge) return { status: 'invalid', domain: '', orderId: 0, product: '' };
      const order = await findOrder(deps.db, challenge.orderId);
      return {
        status: 'ask',
        domain: challenge.domain,
        orderId: challenge.orderId,
        product: order?.productName ?? '',
      };
    },

    async approve(token: string): Promise<ApprovalPage> {
      const approved = await approveChallengeByEmailToken(deps.db, deps.hashToken(token), deps.clock.now());
      if (!approved) return { status: 'invalid', domain: '', orderId: 0, product: '' };
      const order = await findOrder(deps.db, approved.orderId);
      if (order) await parts.onApproved(order, approved.reissueId);
      return {
        status: 'done',
        domain: approved.domain,
        orderId: approved.orderId,
        product: order?.productName ?? '',
      };
    },
  };
}
export type EmailApprovalService = ReturnType<typeof createEmailApprovalService>;
