import {
  BULK_QUOTE_REPLY_HOURS,
  DEFAULT_LANGUAGE,
  normalizeLanguage,
  type Language,
  type VoucherMediaType,
} from '@portal/contract';
import { translate, type Vars } from '@portal/i18n';
import type { MailMessage } from '../../integrations/mail/index.js';
import type { MailableRequest } from './pricing-requests.repository.js';

/** The order the fields are told in the mails (only those the request has). */
const FIELD_ORDER = [
  'name',
  'email',
  'url',
  'brand',
  'product',
  'certificate',
  'vendor',
  'quantity',
  'validity',
  'comments',
] as const;

const EXTENSION: Record<VoucherMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** "2026-05-01 09:30:00" (UTC). */
const utcTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** One "Label: value" line per field the request has, in `lang`. */
function detailLines(lang: Language, request: MailableRequest): string {
  const t = (key: string, vars?: Vars) => translate(lang, `pricingRequests.${key}`, vars);
  const details: Record<string, string | number> = { ...request.details, email: request.email };
  const lines: string[] = [];
  for (const field of FIELD_ORDER) {
    const value = details[field];
    if (value === undefined || value === '') continue;
    let shown = String(value);
    if (field === 'product' && details.productName) shown = `${details.productName} (${value})`;
    if (field === 'validity') shown = t('mail.months', { n: value });
    lines.push(`${t(`fields.${field}`)}: ${shown}`);
  }
  if (request.voucherType && request.voucher)
    lines.push(t('mail.voucherLine', { type: request.voucherType, size: request.voucher.byteLength }));
  return lines.join('\n');
}

/** The requester's confirmation, in the language the request was sent in. */
export function confirmationMail(request: MailableRequest): MailMessage {
  const lang = normalizeLanguage(request.lang) ?? DEFAULT_LANGUAGE;
  const t = (key: string, vars?: Vars) => translate(lang, `pricingRequests.${key}`, vars);
  const name = typeof request.details.name === 'string' ? request.details.name : '';
  const kind = t(`kinds.${request.kind}`);
  return {
    to: request.email,
    subject: t('mail.confirmSubject', { id: request.id, kind }),
    text: t('mail.confirmBody', {
      greeting: name ? t('mail.greeting', { name }) : t('mail.greetingNoName'),
      id: request.id,
      kind,
      email: request.email,
      promise: request.kind === 'bulkBuys' ? t('mail.bulkPromise', BULK_QUOTE_REPLY_HOURS) : '',
      details: detailLines(lang, request),
    }),
  };
}

/**
 * The sales team's notice, in English (one team reads every request): everything the customer sent, who sent it
 * and from where, the receipt image attached; answering it writes to the requester.
 */
export function salesMail(request: MailableRequest, salesEmail: string): MailMessage {
  const lang = DEFAULT_LANGUAGE;
  const t = (key: string, vars?: Vars) => translate(lang, `pricingRequests.${key}`, vars);
  const kind = t(`kinds.${request.kind}`);
  return {
    to: salesEmail,
    replyTo: request.email,
    subject: t('mail.salesSubject', { id: request.id, kind, account: request.accountEmail }),
    text: t('mail.salesBody', {
      id: request.id,
      kind,
      account: request.accountEmail,
      uid: request.accountUid,
      time: utcTime(request.createdAt),
      ip: request.ip,
      email: request.email,
      details: detailLines(lang, request),
    }),
    ...(request.voucher && request.voucherType
      ? {
          attachments: [
            {
              filename: `receipt-${request.id}.${EXTENSION[request.voucherType]}`,
              contentType: request.voucherType,
              content: request.voucher,
            },
          ],
        }
      : {}),
  };
}
