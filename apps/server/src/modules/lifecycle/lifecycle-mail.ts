import { centsToAmount, DEFAULT_LANGUAGE, normalizeLanguage } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';
import { translateText } from '../letters/letter-text.js';
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
/**
 * Expiry notices: the last certificate of an order (the order ends with it) says what the renewal choice does;
 * a certificate the subscription replaces says to install the next one.
 */
export type ExpiringMailKind = 'expiringManual' | 'expiringAuto' | 'expiringNever' | 'certificateExpiring';
const EXPIRING_SUBJECT: Record<ExpiringMailKind, string> = {
  expiringManual: 'expiringSubject',
  expiringAuto: 'expiringSubject',
  expiringNever: 'expiringSubject',
  certificateExpiring: 'certificateExpiringSubject',
};

/**
 * The lifecycle's mails, in the account's language (accounts.lang, else English), to the account's address
 * or the order's renewal address. Subject and body come from the `lifecycle.mail` texts. Each is also the
 * account's private letter (the bell), kept as those messages so each reader reads it in their own language,
 * written before the mail and once per `letterKey`, so a step retried after its mail failed does not write it
 * twice.
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
    const title = { key: `lifecycle.mail.${subjectKey}`, vars: all };
    const body = { key: `lifecycle.mail.${bodyKey}`, vars: all };
    const subject = translateText(lang, title);
    const text = translateText(lang, body);
    await letters.notify(deps.db, order.accountId, {
      kind: 'notice',
      key: `lifecycle:${letterKey}`,
      title,
      text: body,
    });
    if (address) await deps.mailer.send({ to: address, subject, text });
  }

  return {
    /** Mails that happen once per order (the order is the renewal order for renewal mails). */
    send: (order: OrderRow, kind: LifecycleMailKind, vars: Record<string, string | number>, to?: string) =>
      send(order, `${kind}Subject`, `${kind}Body`, vars, `${kind}:${order.id}`, to),
    /**
     * Expiry notices (expiry-notices.ts): the renewal choices share a subject, the body depends on the choice.
     * `step` (certificate and interval) tells the notices apart, so each is one letter.
     */
    expiring: (
      order: OrderRow,
      kind: ExpiringMailKind,
      vars: Record<string, string | number>,
      step: string,
      to?: string,
    ) => send(order, EXPIRING_SUBJECT[kind], `${kind}Body`, vars, `${step}:${order.id}`, to),
  };
}
export type LifecycleMail = ReturnType<typeof createLifecycleMail>;
