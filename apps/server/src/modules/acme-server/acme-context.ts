// What every ACME use case shares (docs/domain/acme-server.md): the service's dependencies, the request's
// authentication and the account's bound portal order. Each use case is a function of this context.
import type { AcmeAccountRow, OrderRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import { findOrder } from '../orders/order-records.js';
import type { DcvChecker } from '../validation/dcv-checker.js';
import type { ValidationService } from '../validation/validation.service.js';
import type { AcmeCredentialsService } from './acme-credentials.service.js';
import { acmeRefusalOf } from './acme-eligibility.js';
import { AcmeProblem } from './acme-problem.js';
import { createAcmeServerRepository } from './acme-server.repository.js';
import { acmeUrls } from './acme-urls.js';
import { parseJws, verifyJwsSignature, type Jwk, type ParsedJws } from './jws.js';

/** A nonce not used within this time is refused (badNonce) and purged by the clean-up job. */
export const NONCE_TTL_MS = 60 * MINUTE;
/** An order (and its pending authorizations) not finalized within this time expires. */
export const ORDER_TTL_MS = 7 * DAY;
/** Seconds a client is asked to wait before polling a `processing` order again. */
export const PROCESSING_RETRY_SECONDS = 5;

/** What one ACME answer is, before the HTTP layer adds Replay-Nonce and Link headers. */
export interface AcmeAnswer {
  status: number;
  body: unknown;
  location?: string;
  links?: string[];
  contentType?: string;
  /** Retry-After seconds (a `processing` order). */
  retryAfter?: number;
}

export interface Authenticated {
  jws: ParsedJws;
  payload: unknown;
  jwk: Jwk;
  /** The account of a `kid` request (absent for `jwk` requests). */
  account?: AcmeAccountRow;
}

/** The other modules the ACME server works through. */
export interface AcmeParts {
  cas: CaDirectory;
  checker: DcvChecker;
  validation: ValidationService;
  credentials: AcmeCredentialsService;
  audit: AuditService;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const iso = (date: Date) => date.toISOString();
export const notFound = (what: string) =>
  new AcmeProblem('malformed', `${what} does not exist`, { status: 404 });

export function createAcmeContext(deps: ServiceDeps, parts: AcmeParts) {
  const repo = createAcmeServerRepository(deps.db);
  const urls = acmeUrls(deps.publicUrl);
  const now = () => deps.clock.now();

  /** Checks a request's JWS: shape, url, nonce (one use), algorithm, key (jwk or an account's kid), signature. */
  async function authenticate(body: unknown, url: string, keyBy: 'jwk' | 'kid'): Promise<Authenticated> {
    const jws = parseJws(body);
    const { header } = jws;
    if (header.url !== url)
      throw new AcmeProblem('unauthorized', `the JWS url ${JSON.stringify(header.url ?? '')} is not ${url}`);
    if (!header.nonce) throw new AcmeProblem('badNonce', 'the JWS has no nonce');
    if (!(await repo.consumeNonce(header.nonce, now())))
      throw new AcmeProblem('badNonce', 'the nonce is unknown, expired or already used');
    if (keyBy === 'jwk') {
      if (!header.jwk) throw new AcmeProblem('malformed', 'this request must be signed with a jwk header');
      verifyJwsSignature(jws, header.jwk);
      return { jws, payload: jws.payload, jwk: header.jwk };
    }
    if (!header.kid) throw new AcmeProblem('malformed', 'this request must be signed with an account kid');
    const prefix = `${urls.base}/account/`;
    const id = header.kid.startsWith(prefix) ? Number(header.kid.slice(prefix.length)) : NaN;
    const account = Number.isSafeInteger(id) && id > 0 ? await repo.findAccount(id) : undefined;
    if (!account) throw new AcmeProblem('accountDoesNotExist', `no account ${header.kid}`);
    verifyJwsSignature(jws, account.jwk as Jwk);
    if (account.status !== 'valid') throw new AcmeProblem('unauthorized', 'the account is deactivated');
    const credential = await repo.findCredential(account.credentialId);
    if (!credential || credential.revokedAt)
      throw new AcmeProblem('unauthorized', 'the external account binding of this account was revoked');
    await repo.touchCredential(credential.id, now());
    return { jws, payload: jws.payload, jwk: account.jwk as Jwk, account };
  }

  const requireAccount = (auth: Authenticated) => {
    if (!auth.account) throw new AcmeProblem('malformed', 'this request must be signed with an account kid');
    return auth.account;
  };

  /** The portal order an account is bound to, checked as usable for ACME now (unauthorized otherwise). */
  async function usableOrder(account: AcmeAccountRow): Promise<OrderRow> {
    const order = await findOrder(deps.db, account.orderId);
    if (!order) throw new AcmeProblem('unauthorized', `order ${account.orderId} no longer exists`);
    const refusal = acmeRefusalOf(order, parts.cas, now());
    if (refusal) throw new AcmeProblem('unauthorized', refusal);
    return order;
  }

  return { deps, parts, repo, urls, now, authenticate, requireAccount, usableOrder };
}
export type AcmeContext = ReturnType<typeof createAcmeContext>;
