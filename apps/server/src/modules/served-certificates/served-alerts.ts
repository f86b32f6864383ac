import { DEFAULT_LANGUAGE, normalizeLanguage, type ServedStatus } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import type { OrderRow, ServedCheckRecord } from '../../db/schema/index.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
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
      const t = (key: string, vars: Record<string, string | number> = {}) =>
        translate(lang, `served.mail.${key}`, vars);
      const base = {
        orderId: order.id,
        domain: order.commonName,
        host: check.host,
        port: check.port,
        checkedAt: when(check.checkedAt),
        serial: input.current.serial,
        notAfter: when(input.current.notAfter),
        link: `${deps.publicUrl}/admin/order-detail/${order.id}`,
      };
      const served = check.serial
        ? t('servedLine', {
            serial: check.serial,
            issuer: check.issuer ?? '-',
            notAfter: when(check.notAfter),
          })
        : t('nothingServed', {
            error: translate(lang, `served.errors.${check.error ?? 'connectFailed'}`),
          });
      const vars = {
        ...base,
        served,
        problem: translate(lang, `served.problems.${input.alert}`, { host: check.host }),
      };
      const subject = t(`${input.event}Subject`, vars);
      const text = t(`${input.event}Body`, vars);
      await letters.notify(tx, order.accountId, {
        kind: 'notice',
        key: `served:${input.hostId}:${input.opened.getTime()}:${input.event}`,
        title: subject,
        text,
      });
      const to = order.renewEmail || main?.email;
      return to ? { to, subject, text } : null;
    },
  };
}
export type ServedAlerts = ReturnType<typeof createServedAlerts>;
