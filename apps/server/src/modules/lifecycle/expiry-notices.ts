import type { OrderRow } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';
import { daysUntil, mailTime } from '../orders/subscription.js';
import { CERTIFICATE_RENEWAL_DAYS } from './certificate-renewals.js';
import type { ExpiringMailKind, LifecycleMail } from './lifecycle-mail.js';
import {
  createLifecycleRepository,
  EXPIRY_NOTICE_STEP,
  type ExpiryNoticeDue,
  type LifecycleScope,
} from './lifecycle.repository.js';

const BATCH = 100;

/** A step whose only effect is a mail (lifecycle.service.ts): claimed with its detail, released if sending fails. */
export type OnceStep = (
  order: OrderRow,
  step: string,
  send: () => Promise<void>,
  detail?: Record<string, string | number | boolean>,
) => Promise<boolean>;

const LAST_CERTIFICATE: Record<OrderRow['renewMode'], ExpiringMailKind> = {
  manual: 'expiringManual',
  auto: 'expiringAuto',
  never: 'expiringNever',
};

/**
 * Expiry notices (docs/domain/expiry-notices.md): at the intervals the customer chose (the order's list, else the
 * account's, else 30 and 7 days) before the order's current certificate stops being usable — its notAfter, or the
 * order's end when that comes first — one mail to the renewal address and one letter, once per (order,
 * certificate, interval). The claim (a lifecycle mark `expiryNotice:<certificate>:<days>`) comes first, so runs
 * on several processes send it once; a failed mail releases it for the next run and the letter is written once
 * by its key.
 */
export function createExpiryNotices(
  deps: ServiceDeps,
  parts: { mail: LifecycleMail; once: OnceStep; balanceOf(accountId: number): Promise<string> },
) {
  const repo = createLifecycleRepository(deps.db);

  async function send(notice: ExpiryNoticeDue, now: Date): Promise<boolean> {
    const { order, certificate, end, days } = notice;
    const step = `${EXPIRY_NOTICE_STEP}:${certificate.id}:${days}`;
    const expires = certificate.notAfter < end ? certificate.notAfter : end;
    const detail = { certificateId: certificate.id, days };
    if (notice.lastOfOrder) {
      // The order ends with this certificate: what the renewal choice does (renew by hand, charged, not renewed).
      const vars = {
        date: mailTime(end),
        days: daysUntil(expires, now),
        balance: await parts.balanceOf(order.accountId),
      };
      const kind = LAST_CERTIFICATE[order.renewMode];
      return parts.once(
        order,
        step,
        () => parts.mail.expiring(order, kind, vars, step, order.renewEmail),
        detail,
      );
    }
    // The subscription runs on: its next certificate comes; the customer installs it (or reissues now).
    const vars = {
      date: mailTime(certificate.notAfter),
      days: daysUntil(expires, now),
      end: mailTime(end),
      serial: certificate.serialNumber,
      renewDays: CERTIFICATE_RENEWAL_DAYS,
      reissueLink: `${deps.publicUrl}/admin/reissue/${order.id}`,
    };
    return parts.once(
      order,
      step,
      () => parts.mail.expiring(order, 'certificateExpiring', vars, step, order.renewEmail),
      detail,
    );
  }

  return {
    /** Sends the notices due at `now`; answers how many were sent. */
    async run(now: Date, scope: LifecycleScope = {}): Promise<number> {
      let sent = 0;
      for (const notice of await repo.expiryNoticesDue(now, BATCH, scope)) {
        const done = await send(notice, now).catch((error: unknown) => {
          deps.log.error({ err: error, orderId: notice.order.id }, 'expiry notice failed');
          return false;
        });
        if (done) sent += 1;
      }
      return sent;
    },
  };
}
