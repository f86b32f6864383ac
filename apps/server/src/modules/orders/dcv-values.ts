import { randomBytes } from 'node:crypto';
import { dcvMethodsFor, type DcvMethod } from '@portal/contract';
import { approverEmailsFor } from '../../lib/domain-rules.js';

/** Where and what to publish for one name (CA/B Forum BR 3.2.2.4.7 DNS TXT, 3.2.2.4.18 HTTP file, 3.2.2.4.4 email). */
export interface DcvValue {
  domain: string;
  method: DcvMethod;
  authKey: string;
  authPath: string;
  authValue: string;
}

/** Random value with at least 112 bits of entropy (BR 3.2.2.4.7 / .18 "Random Value"), lower-case base32. */
export function randomValue(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(32)].map((b) => alphabet[b % 32]).join('');
}

/** The name whose control proves control of `domain`: a wildcard is proven on its base domain. */
export const baseOf = (domain: string) => domain.replace(/^\*\./, '');

export function dcvValueFor(
  domain: string,
  method: DcvMethod,
  approverEmail: string,
  token = randomValue(),
): DcvValue {
  const base = baseOf(domain);
  switch (method) {
    case 'dns':
      return { domain, method, authKey: `_dnsauth.${base}`, authPath: `_dnsauth.${base}`, authValue: token };
    case 'http': {
      const file = `${token.slice(0, 20)}.txt`;
      return {
        domain,
        method,
        authKey: file,
        authPath: `/.well-known/pki-validation/${file}`,
        authValue: token,
      };
    }
    case 'email':
      return { domain, method, authKey: approverEmail, authPath: '', authValue: '' };
  }
}

export const RECORD_TYPE: Record<DcvMethod, string> = { dns: 'TXT', http: 'FILE', email: 'EMAIL' };

/** A stored value as order/authInfo answers it. */
export function authInfoItemOf(row: {
  domain: string;
  method: DcvMethod;
  authKey: string;
  authPath: string;
  authValue: string;
  validatedAt: Date | null;
}) {
  return {
    domain: row.domain,
    authMethod: row.method,
    authKey: row.authKey,
    authPath: row.authPath,
    authValue: row.authValue,
    recordType: RECORD_TYPE[row.method],
    validated: row.validatedAt ? 1 : 0,
  };
}

/**
 * The value the portal asks for one name of an order (first submission, reissue, renewal alike): the order's
 * method, except HTTP where the name refuses it (a wildcard: BR 3.2.2.4.18 cannot prove one, DNS then; an IP
 * address keeps HTTP, its only method); for e-mail, the order's
 * approver when it is one of the name's constructed addresses, else the first of them; code signing, the
 * verification address.
 */
export function orderDcvValueFor(
  order: {
    authMethod: DcvMethod;
    domainType: number;
    productType: string;
    approverEmail: string;
    verifyEmail: string;
  },
  domain: string,
): DcvValue {
  if (order.productType === 'CodeSign')
    return dcvValueFor(domain, 'email', order.approverEmail || order.verifyEmail);
  const httpRefused = !dcvMethodsFor(domain, order).includes('http');
  const method: DcvMethod = order.authMethod === 'http' && httpRefused ? 'dns' : order.authMethod;
  if (method !== 'email') return dcvValueFor(domain, method, '');
  const allowed = approverEmailsFor(domain);
  const approver = allowed.includes(order.approverEmail)
    ? order.approverEmail
    : (allowed[0] ?? (order.approverEmail || order.verifyEmail));
  return dcvValueFor(domain, 'email', approver);
}
