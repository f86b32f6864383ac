import { DEFAULT_LANGUAGE, normalizeLanguage, type DomainRow } from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import { translateText } from '../letters/letter-text.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { runningOrdersWithCertificate } from '../orders/order-records.js';
import { CERTIFICATE_RENEWAL_DAYS, endKey, mailTime, nextRenewalAt } from '../orders/subscription.js';
import type { DomainsList } from './domains-list.js';
import { createReissueNoticesRepository } from './reissue-notices.repository.js';

/** How many days before a subscription's renewal the customer is told which names will need them. */
export const REISSUE_NOTICE_DAYS = 14;

/**
 * The notice before a reissue (docs/domain/dcv-delegation.md): `REISSUE_NOTICE_DAYS` before a running
 * subscription makes its next certificate, the names that will need a validation by hand then (no delegation or
 * connector covers them, and their last validation cannot be reused that day) are mailed to the account, with
 * how to avoid it, in the account's language, and written as its letter. Once per order and certificate: the
 * notice is claimed first (released again when the mail fails, so the next run sends it).
 */
export function createReissueNotices(
  deps: ServiceDeps,
  parts: { domains: DomainsList; letters: LetterWriter },
) {
  const repo = createReissueNoticesRepository(deps.db);
  const days = REISSUE_NOTICE_DAYS;

  return {
    /** One run of the `domain-reissue-notices` job: at most `limit` subscriptions renewing within the notice days. */
    async sendDue(limit = 200): Promise<{ sent: number }> {
      const now = deps.clock.now();
      // Renewals between now and the notice horizon: certificates ending 30 to 30 + days days from now.
      const due = await runningOrdersWithCertificate(
        deps.db,
        {
          endingAfter: new Date(now.getTime() + CERTIFICATE_RENEWAL_DAYS * DAY),
          endingBefore: new Date(now.getTime() + (CERTIFICATE_RENEWAL_DAYS + days) * DAY),
        },
        limit,
      );
      const rowsOfAccount = new Map<number, Promise<DomainRow[]>>();
      let sent = 0;
      for (const { order, notAfter } of due) {
        const at = nextRenewalAt(order, notAfter, now);
        if (!at) continue;
        let rows = rowsOfAccount.get(order.accountId);
        if (!rows) rowsOfAccount.set(order.accountId, (rows = parts.domains.rowsOf(order.accountId)));
        const names = (await rows)
          .filter((row) => row.nextReissue?.orderId === order.id && row.nextReissue.needsCustomer)
          .map((row) => row.domain);
        if (names.length === 0) continue;
        const claimed = await repo.claim({
          orderId: order.id,
          accountId: order.accountId,
          certificateEnd: notAfter,
          reissueAt: at,
          names,
        });
        if (claimed === null) continue;
        try {
          await notify(order.id, order.accountId, endKey(notAfter), at, names);
          sent += 1;
        } catch (error) {
          await repo.release(claimed);
          deps.log.error({ err: error, orderId: order.id }, 'reissue notice not sent');
        }
      }
      return { sent };
    },
  };

  async function notify(orderId: number, accountId: number, end: string, at: Date, names: string[]) {
    const account = await findAccount(deps.db, accountId);
    if (!account) return;
    const vars = {
      orderId,
      date: mailTime(at),
      count: names.length,
      names: names.map((name) => `- ${name}`).join('\n'),
      link: `${deps.publicUrl}/admin/order-detail/${orderId}`,
      domainsLink: `${deps.publicUrl}/admin/domains`,
    };
    const title = { key: 'domainNotices.mail.subject', vars };
    const text = { key: 'domainNotices.mail.body', vars };
    await parts.letters.notify(deps.db, accountId, {
      kind: 'notice',
      key: `domains:reissueNotice:${orderId}:${end}`,
      title,
      text,
    });
    const lang = normalizeLanguage(account.lang) ?? DEFAULT_LANGUAGE;
    await deps.mailer.send({
      to: account.email,
      subject: translateText(lang, title),
      text: translateText(lang, text),
    });
  }
}
export type ReissueNotices = ReturnType<typeof createReissueNotices>;
