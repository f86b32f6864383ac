/**
 * RFC 8555 section 6.7 problem documents (`application/problem+json`): what the ACME endpoints answer instead of
 * the portal's envelope. `type` is the last part of `urn:ietf:params:acme:error:{type}`.
 */
export type AcmeProblemType =
  | 'accountDoesNotExist'
  | 'alreadyRevoked'
  | 'badCSR'
  | 'badNonce'
  | 'badPublicKey'
  | 'badRevocationReason'
  | 'badSignatureAlgorithm'
  | 'caa'
  | 'connection'
  | 'dns'
  | 'externalAccountRequired'
  | 'incorrectResponse'
  | 'invalidContact'
  | 'malformed'
  | 'orderNotReady'
  | 'rateLimited'
  | 'rejectedIdentifier'
  | 'serverInternal'
  | 'unauthorized'
  | 'unsupportedContact'
  | 'unsupportedIdentifier'
  | 'userActionRequired';

/** Statuses RFC 8555 and Boulder use for each type; anything not listed answers 400. */
const STATUS: Partial<Record<AcmeProblemType, number>> = {
  accountDoesNotExist: 400,
  badNonce: 400,
  orderNotReady: 403,
  rateLimited: 429,
  serverInternal: 500,
  unauthorized: 403,
  userActionRequired: 403,
};

export interface AcmeSubproblem {
  type: AcmeProblemType;
  detail: string;
  identifier?: { type: string; value: string };
}

export const ACME_ERROR_PREFIX = 'urn:ietf:params:acme:error:';

export class AcmeProblem extends Error {
  readonly status: number;
  constructor(
    readonly type: AcmeProblemType,
    readonly detail: string,
    options: { status?: number; subproblems?: AcmeSubproblem[]; algorithms?: string[] } = {},
  ) {
    super(`${type}: ${detail}`);
    this.name = 'AcmeProblem';
    this.status = options.status ?? STATUS[type] ?? 400;
    this.subproblems = options.subproblems;
    this.algorithms = options.algorithms;
  }
  readonly subproblems: AcmeSubproblem[] | undefined;
  /** badSignatureAlgorithm: the algorithms the server accepts (RFC 8555 6.2). */
  readonly algorithms: string[] | undefined;

  /** The problem document's JSON. */
  toJSON() {
    return {
      type: `${ACME_ERROR_PREFIX}${this.type}`,
      detail: this.detail,
      status: this.status,
      ...(this.subproblems
        ? {
            subproblems: this.subproblems.map((s) => ({
              type: `${ACME_ERROR_PREFIX}${s.type}`,
              detail: s.detail,
              ...(s.identifier ? { identifier: s.identifier } : {}),
            })),
          }
        : {}),
      ...(this.algorithms ? { algorithms: this.algorithms } : {}),
    };
  }
}
