import { centsToAmount, DEFAULT_LANGUAGE, normalizeLanguage } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { OrderRow } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { createLifecycleRepository } from './lifecycle.repository.js';

export type LifecycleMailKind =
  | 'trialReminder'
  | 'trialAutoPayNotice'
  | 'trialEnded'
  | 'trialCharged'
  | 'trialChargeFailed'
  | 'trialCancelled'
  | 'renewed'
  | 'renewalFailed'
  | 'validationWaiting';
export type ExpiringMailKind = 'expiringManual' | 'expiringAuto' | 'expiringNever';

/**
 * The lifecycle's mails, in the account's language (accounts.lang, else English), to the account's address
 * or the order's renewal address. Subject and body come from the `lifecycle.mail` texts. Each is also the
 * account's private letter (the bell), written before the mail and once per `letterKey`, so a step retried after
 * its mail failed does not write it twice.
 */
export function createLifecycleMail(deps: ServiceDeps, letters: LetterWriter) {
  const repo = createLifecycleRepository(deps.db);

  async function send(
    order: OrderRow,
    subjectKey: string,
    bodyKey: string,
    vars: Record<string, string | number>,
    letterKey: string,
    to?: string,
  ): Promise<void> {
    const account = await repo.recipient(order.accountId);
    const address = to || account?.email;
    const lang = normalizeLanguage(account?.lang) ?? DEFAULT_LANGUAGE;
    const all = {
      orderId: order.id,
      domain: order.commonName,
      amount: centsToAmount(order.totalCents),
      link: `${deps.publicUrl}/admin/order-detail/${order.id}`,
      ...vars,
    };
    const subject = translate(lang, `lifecycle.mail.${subjectKey}`, all);
    const text = translate(lang, `lifecycle.mail.${bodyKey}`, all);
    await letters.notify(deps.db, order.accountId, {
      kind: 'notice',
      key: `lifecycle:${letterKey}`,
      title: subject,
      text,
    });
    if (address) await deps.mailer.send({ to: address, subject, text });
  }

  return {
    /** Mails that happen once per order (the order is the renewal order for renewal mails). */
    send: (order: OrderRow, kind: LifecycleMailKind, vars: Record<string, string | number>, to?: string) =>
      send(order, `${kind}Subject`, `${kind}Body`, vars, `${kind}:${order.id}`, to),
    /**
     * The 30- and 7-day reminders share a subject; the body depends on the renewal choice. `step` tells the two
     * reminders of one subscription end apart.
     */
    expiring: (
      order: OrderRow,
      kind: ExpiringMailKind,
      vars: Record<string, string | number>,
      step: string,
      to?: string,
    ) => send(order, 'expiringSubject', `${kind}Body`, vars, `${step}:${order.id}`, to),
  };
}
export type LifecycleMail = ReturnType<typeof createLifecycleMail>;
