import { isIP } from 'node:net';
import type { DcvMethod } from '@portal/contract';
import type { Authorization, Client } from 'acme-client';
import { CaError, type ValidationInstruction } from '../certificate-authority.js';

type Challenge = Authorization['challenges'][number];

const CHALLENGE_TYPES = { dns: 'dns-01', http: 'http-01' } as const;

/** The name as the customer ordered it: ACME strips `*.` from a wildcard's identifier and flags it instead. */
export const domainOf = (authz: Authorization) =>
  authz.wildcard ? `*.${authz.identifier.value}` : authz.identifier.value;

/**
 * The challenge type answered for one name: the customer's method, except that a wildcard can only be proven
 * by DNS and an IP address only by HTTP (RFC 8555 section 7.1.3, RFC 8738 section 7).
 */
export function challengeTypeFor(authz: Authorization, method: DcvMethod): 'dns-01' | 'http-01' {
  if (authz.wildcard) return 'dns-01';
  if (authz.identifier.type === 'ip' || isIP(authz.identifier.value)) return 'http-01';
  if (method === 'email') throw new CaError('refused', 'ACME validates names by DNS or HTTP, not by email');
  return CHALLENGE_TYPES[method];
}

export function challengeFor(authz: Authorization, method: DcvMethod): Challenge | undefined {
  const type = challengeTypeFor(authz, method);
  return authz.challenges.find((challenge) => challenge.type === type);
}

/** What to publish for one name: the exact TXT record or file the CA will look for. */
export async function instructionFor(
  client: Client,
  authz: Authorization,
  challenge: Challenge,
): Promise<ValidationInstruction> {
  const domain = domainOf(authz);
  // dns-01: the SHA-256 digest of the key authorization; http-01: the key authorization itself.
  const authValue = await client.getChallengeKeyAuthorization(challenge);
  if (challenge.type === 'dns-01') {
    const record = `_acme-challenge.${authz.identifier.value}`;
    return { domain, method: 'dns', authKey: record, authPath: record, authValue };
  }
  return {
    domain,
    method: 'http',
    authKey: challenge.token,
    authPath: `/.well-known/acme-challenge/${challenge.token}`,
    authValue,
  };
}

/** Instructions for every name still to prove, plus the values already proven (they stay as published). */
export async function instructionsFor(
  client: Client,
  authorizations: Authorization[],
  method: DcvMethod,
): Promise<ValidationInstruction[]> {
  const instructions: ValidationInstruction[] = [];
  for (const authz of authorizations) {
    const challenge = challengeFor(authz, method);
    if (challenge) instructions.push(await instructionFor(client, authz, challenge));
    else if (authz.status === 'pending') {
      throw new CaError(
        'refused',
        `The CA offers no ${challengeTypeFor(authz, method)} challenge for ${domainOf(authz)}`,
      );
    }
  }
  return instructions;
}
