import type { Language } from '@portal/contract';
import { catalogs, interpolate, lookup } from '@portal/i18n';

type Details = Record<string, string | number | boolean>;

/**
 * The activity lines of each activity, most specific first: the first whose placeholders the entry's details
 * all fill is used ("Cancelled order 12"); without one, the activity's short name ("Order cancelled"). Keys under
 * `audit.lines` / `audit.actions` (packages/i18n, audit.ts).
 */
const LINES: Record<string, string[]> = {
  'login.success': ['loginSuccess'],
  'login.failure': ['loginFailure'],
  logout: ['logout'],
  'password.change': ['passwordChange'],
  'password.reset': ['passwordReset'],
  'subUser.create': ['subUserCreate'],
  'subUser.update': ['subUserUpdate'],
  'subUser.disable': ['subUserDisable'],
  'subUser.resend': ['subUserResend'],
  'payment.pay': ['paymentPay'],
  'funds.topup': ['fundsTopupOffline', 'fundsTopup'],
  'refund.apply': ['refundApply'],
  'order.create': ['orderCreateBulk', 'orderRenew', 'orderCreate'],
  'order.trial': ['orderTrial'],
  'order.cancel': ['orderCancel'],
  'order.reissue': ['orderReissue'],
  'privateKey.view': ['privateKeyExport', 'privateKeyViewReissue', 'privateKeyView'],
  'privateKey.download': ['privateKeyDownload'],
  'certificate.download': ['certificateDownloadReissue', 'certificateDownload'],
  'delivery.tokenCreate': ['deliveryTokenCreate'],
  'delivery.tokenRevoke': ['deliveryTokenRevoke'],
  'delivery.fetch': ['deliveryFetchRenewal', 'deliveryFetch'],
  'delivery.refused': ['deliveryRefused'],
  'apiKey.reset': ['apiKeyReset'],
  'apiKey.scope': ['apiKeyScope'],
  'apiKey.call': ['apiKeyCall'],
  'acme.credentialCreate': ['acmeCredentialCreate'],
  'acme.credentialRevoke': ['acmeCredentialRevoke'],
  'acme.certificate': ['acmeCertificate'],
  'affiliate.payoutRequest': ['affiliatePayoutRequest'],
  'affiliate.payoutPaid': ['affiliatePayoutPaid'],
  'affiliate.payoutRejected': ['affiliatePayoutRejected'],
  'affiliate.payoutFailed': ['affiliatePayoutFailed'],
  'affiliate.commissionCancelled': ['affiliateCommissionCancelled'],
  'affiliate.commissionReversed': ['affiliateCommissionReversed'],
};

const camel = (activity: string) => activity.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase());

function text(lang: Language, key: string): string | undefined {
  return lookup(catalogs[lang], key) ?? lookup(catalogs.en, key);
}

/** A detail's value as the reader sees it: coded values (a reason, a channel) translated, others as stored. */
const valueText = (lang: Language, key: string, value: string | number | boolean) =>
  text(lang, `audit.values.${key}.${String(value)}`) ?? String(value);

const vars = (lang: Language, details: Details) =>
  Object.fromEntries(Object.entries(details).map(([k, v]) => [k, valueText(lang, k, v)]));

/** The translated activity line of an entry, in the reader's language. */
export function activityLine(lang: Language, activity: string, details: Details): string {
  for (const line of LINES[activity] ?? []) {
    const template = text(lang, `audit.lines.${line}`);
    if (!template) continue;
    const needed = [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
    // A variant applies only when the entry carries what it names (and a bulk line only to a bulk entry).
    if (needed.every((name) => details[name] !== undefined && details[name] !== ''))
      return interpolate(template, vars(lang, details));
  }
  return text(lang, `audit.actions.${camel(activity)}`) ?? activity;
}

/** The details as "name: value" lines, names translated where the catalog has them. */
export function detailLines(lang: Language, details: Details): string {
  return Object.entries(details)
    .map(([key, value]) => `${text(lang, `audit.details.${key}`) ?? key}: ${valueText(lang, key, value)}`)
    .join('\n');
}
