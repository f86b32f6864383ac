import { centsToAmount, DEFAULT_LANGUAGE, normalizeLanguage } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import type { AuditActivity, AuditDetails, AuditService } from '../audit/audit.service.js';
import type { LetterEvent, LetterWriter } from '../letters/letters.service.js';

/** What the affiliate is told of: a payout's end, and commission a refund took back. */
export type AffiliateEvent = Extract<
  LetterEvent,
  { kind: 'payoutPaid' | 'payoutRejected' | 'payoutFailed' | 'commissionCancelled' | 'commissionReversed' }
>;

const ACTIVITY: Record<AffiliateEvent['kind'], AuditActivity> = {
  payoutPaid: 'affiliate.payoutPaid',
  payoutRejected: 'affiliate.payoutRejected',
  payoutFailed: 'affiliate.payoutFailed',
  commissionCancelled: 'affiliate.commissionCancelled',
  commissionReversed: 'affiliate.commissionReversed',
};

function detailsOf(event: AffiliateEvent): AuditDetails {
  const amount = centsToAmount(event.amountCents);
  switch (event.kind) {
    case 'payoutPaid':
      return { payoutId: event.payoutId, amount, reference: event.reference };
    case 'payoutRejected':
    case 'payoutFailed':
      return { payoutId: event.payoutId, amount, reason: event.reason };
    case 'commissionCancelled':
    case 'commissionReversed':
      return { orderId: event.orderId, amount };
  }
}

/**
 * Tells the affiliate: a letter and an audit-log entry in the caller's transaction (both or neither with the
 * change), and a mail once that transaction committed (the answer is the sender to call then).
 */
export function createAffiliateNotices(
  deps: Pick<ServiceDeps, 'mailer' | 'log'>,
  parts: { letters: LetterWriter; audit: AuditService },
) {
  return {
    async write(tx: Executor, accountId: number, event: AffiliateEvent): Promise<() => Promise<void>> {
      await parts.letters.notify(tx, accountId, event);
      await parts.audit.recordFor(
        { ownerAccountId: accountId, accountId },
        '',
        ACTIVITY[event.kind],
        detailsOf(event),
        tx,
      );
      const account = await findAccount(tx, accountId);
      return async () => {
        if (!account) return;
        const lang = normalizeLanguage(account.lang) ?? DEFAULT_LANGUAGE;
        const vars = Object.fromEntries(
          Object.entries(detailsOf(event)).map(([key, value]) => [key, String(value)]),
        );
        try {
          await deps.mailer.send({
            to: account.email,
            subject: translate(lang, `server.mail.${event.kind}Subject`, vars),
            text: translate(lang, `server.mail.${event.kind}Body`, vars),
          });
        } catch (error) {
          // The change is committed and the letter tells the same: a lost mail is logged, not retried.
          deps.log.error({ err: error, accountId, event: event.kind }, 'affiliate mail failed');
        }
      };
    },
  };
}
export type AffiliateNotices = ReturnType<typeof createAffiliateNotices>;
