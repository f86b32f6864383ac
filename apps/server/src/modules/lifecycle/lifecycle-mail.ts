import { centsToAmount, DEFAULT_LANGUAGE, normalizeLanguage } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { OrderRow } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';
import { createLifecycleRepository } from './lifecycle.repository.js';

export type LifecycleMailKind =
  | 'trialReminder'
  | 'trialAutoPayNotice'
  | 'trialEnded'
  | 'trialCharged'
  | 'trialChargeFailed'
  | 'trialCancelled'
  | 'renewed'
  | 'renewalFailed';
export type ExpiringMailKind = 'expiringManual' | 'expiringAuto' | 'expiringNever';

/**
 * The lifecycle's mails, in the account's language (accounts.lang, else English), to the account's address
 * or the order's renewal address. Subject and body come from the `lifecycle.mail` texts.
 */
export function createLifecycleMail(deps: ServiceDeps) {
  const repo = createLifecycleRepository(deps.db);

  async function send(
    order: OrderRow,
    subjectKey: string,
    bodyKey: string,
    vars: Record<string, string | number>,
    to?: string,
  ): Promise<void> {
    const account = await repo.recipient(order.accountId);
    const address = to || account?.email;
    if (!address) return;
    const lang = normalizeLanguage(account?.lang) ?? DEFAULT_LANGUAGE;
    const all = {
      orderId: order.id,
      domain: order.commonName,
      amount: centsToAmount(order.totalCents),
      link: `${deps.publicUrl}/admin/order-detail/${order.id}`,
      ...vars,
    };
    await deps.mailer.send({
      to: address,
      subject: translate(lang, `lifecycle.mail.${subjectKey}`, all),
      text: translate(lang, `lifecycle.mail.${bodyKey}`, all),
    });
  }

  return {
    send: (order: OrderRow, kind: LifecycleMailKind, vars: Record<string, string | number>, to?: string) =>
      send(order, `${kind}Subject`, `${kind}Body`, vars, to),
    /** The 30- and 7-day reminders share a subject; the body depends on the renewal choice. */
    expiring: (order: OrderRow, kind: ExpiringMailKind, vars: Record<string, string | number>, to?: string) =>
      send(order, 'expiringSubject', `${kind}Body`, vars, to),
  };
}
export type LifecycleMail = ReturnType<typeof createLifecycleMail>;
