import { DEFAULT_LANGUAGE, normalizeLanguage, type ServedStatus } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { OrderRow, ServedCheckRecord } from '../../db/schema/index.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import { translateText, type LetterText } from '../letters/letter-text.js';
import type { LetterWriter } from '../letters/letters.service.js';

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '-');

/**
 * The alert's letter and mail (docs/domain/served-certificates.md): when a host turns bad and when it is fine
 * again. The letter is written in the check's transaction, once per alert (`served:<host>:<opened>:raised` or
 * `:cleared`); the mail goes after the commit to the order's renewal e-mail (the account's address when it has
 * none), in the main account's language.
 */
export function createServedAlerts(deps: ServiceDeps, letters: LetterWriter) {
  return {
    async write(
      tx: Executor,
      input: {
        order: OrderRow;
        hostId: number;
        event: 'raised' | 'cleared';
        /** What the alert is about: the bad status (raised) or the one it was (cleared). */
        alert: ServedStatus;
        opened: Date;
        check: ServedCheckRecord;
        current: { serial: string; notAfter: Date };
      },
    ): Promise<MailMessage | null> {
      const { order, check } = input;
      const account = await findAccount(tx, order.accountId);
      const main = account?.parentId ? await findAccount(tx, account.parentId) : account;
      const lang = normalizeLanguage(main?.lang) ?? DEFAULT_LANGUAGE;
      const mailText = (key: string, vars: LetterText['vars']): LetterText => ({
        key: `served.mail.${key}`,
        vars,
      });
      const served = check.serial
        ? mailText('servedLine', {
            serial: check.serial,
            issuer: check.issuer ?? '-',
            notAfter: when(check.notAfter),
          })
        : mailText('nothingServed', { error: { key: `served.errors.${check.error ?? 'connectFailed'}` } });
      const vars = {
        orderId: order.id,
        domain: order.commonName,
        host: check.host,
        port: check.port,
        checkedAt: when(check.checkedAt),
        serial: input.current.serial,
        notAfter: when(input.current.notAfter),
        link: `${deps.publicUrl}/admin/order-detail/${order.id}`,
        served,
        problem: { key: `served.problems.${input.alert}`, vars: { host: check.host } },
      };
      // The letter keeps the texts as messages (each reader reads it in their language); the mail goes in the
      // main account's.
      const title = mailText(`${input.event}Subject`, vars);
      const body = mailText(`${input.event}Body`, vars);
      await letters.notify(tx, order.accountId, {
        kind: 'notice',
        key: `served:${input.hostId}:${input.opened.getTime()}:${input.event}`,
        title,
        text: body,
      });
      const to = order.renewEmail || main?.email;
      return to ? { to, subject: translateText(lang, title), text: translateText(lang, body) } : null;
    },
  };
}
export type ServedAlerts = ReturnType<typeof createServedAlerts>;
