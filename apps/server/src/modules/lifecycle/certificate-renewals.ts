import { ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { OrderRow, ReissueRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import { completeOrdersEndingBefore } from '../orders/order-records.js';
import { CERTIFICATE_RENEWAL_DAYS, subscriptionEnd } from '../orders/subscription.js';

/** How many days before the current certificate ends a multi-year order gets its next one (orders/subscription.ts). */
export { CERTIFICATE_RENEWAL_DAYS };

/** What the renewals need of the reissue module: making one renewal reissue of an order. */
export interface RenewalReissues {
  renewOrder(order: OrderRow): Promise<ReissueRow | null>;
}

/**
 * The renewal schedule (lifecycle's job): a paid order whose current certificate ends within `daysBefore` days
 * while its subscription runs on gets its next certificate, made by the reissue module (same names, CSR and key).
 * Reusable validations issue it at once; otherwise the customer is mailed that the names must be validated again.
 */
export function createCertificateRenewals(deps: ServiceDeps, parts: { reissues: RenewalReissues }) {
  /** Tells the customer a renewal was issued, or that its names must be validated again. */
  async function mailRenewal(order: OrderRow, reissue: ReissueRow): Promise<void> {
    const to = order.contact.email || order.verifyEmail;
    if (!to) return;
    const issued = reissue.status === ORDER_STATUS.complete;
    const vars = {
      orderId: order.id,
      domain: order.commonName,
      link: `${deps.publicUrl}/admin/order-detail/${order.id}`,
    };
    await deps.mailer.send({
      to,
      subject: translate(
        'en',
        issued ? 'server.mail.renewedSubject' : 'server.mail.renewalValidateSubject',
        vars,
      ),
      text: translate('en', issued ? 'server.mail.renewedBody' : 'server.mail.renewalValidateBody', vars),
    });
  }

  return {
    async renewDue(
      daysBefore = CERTIFICATE_RENEWAL_DAYS,
      limit = 50,
    ): Promise<{ renewed: number; waiting: number }> {
      const now = deps.clock.now();
      const due = await completeOrdersEndingBefore(
        deps.db,
        new Date(now.getTime() + daysBefore * DAY),
        limit,
      );
      let renewed = 0;
      let waiting = 0;
      for (const { order, notAfter } of due) {
        const end = subscriptionEnd(order);
        // The subscription must outlast the current certificate by more than a day to be worth a renewal.
        if (!order.paid || !end || end.getTime() <= notAfter.getTime() + DAY) continue;
        try {
          const result = await parts.reissues.renewOrder(order);
          if (!result) continue;
          if (result.status === ORDER_STATUS.complete) renewed += 1;
          else waiting += 1;
          await mailRenewal(order, result);
        } catch (error) {
          deps.log.error({ err: error, orderId: order.id }, 'renewal failed');
        }
      }
      return { renewed, waiting };
    },
  };
}
export type CertificateRenewals = ReturnType<typeof createCertificateRenewals>;
