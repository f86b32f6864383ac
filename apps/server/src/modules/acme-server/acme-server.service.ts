import { isIPv4 } from 'node:net';
import { ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import type {
  AcmeAccountRow,
  AcmeAuthorizationRow,
  AcmeChallengeRow,
  AcmeOrderRow,
  OrderRow,
} from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { randomToken } from '../../lib/crypto.js';
import { CsrProblem, messageKeyOf as csrMessageKey, parseCsr } from '../../lib/pki/index.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import { certificatesOfReissue } from '../certificates/certificate-records.js';
import {
  insertChallenges,
  lastValidatedChallenge,
  type NewDcvChallengeRow,
} from '../orders/dcv-challenge-records.js';
import { findOrder, lockOwnedOrders } from '../orders/order-records.js';
import { findReissue, insertReissue, nextReissueSeq } from '../orders/reissue-records.js';
import { dcvReuseDays, validationStillReusable } from '../validation/reuse-window.js';
import type { DcvChecker } from '../validation/dcv-checker.js';
import type { ValidationService } from '../validation/validation.service.js';
import type { AcmeCredentialsService } from './acme-credentials.service.js';
import { acmeRefusalOf } from './acme-eligibility.js';
import { AcmeProblem, type AcmeProblemType, type AcmeSubproblem } from './acme-problem.js';
import {
  createAcmeServerRepository,
  type NewAcmeAuthorization,
  type NewAcmeChallenge,
} from './acme-server.repository.js';
import { acmeUrls } from './acme-urls.js';
import {
  dns01Value,
  jwkThumbprint,
  keyAuthorization,
  parseJws,
  publicJwk,
  publicKeyOf,
  readExternalAccountBinding,
  verifyJwsSignature,
  type Jwk,
  type ParsedJws,
} from './jws.js';
import { DAY } from '../../lib/clock.js';

const MINUTE = 60_000;
/** A nonce not used within this time is refused (badNonce) and purged by the clean-up job. */
export const NONCE_TTL_MS = 60 * MINUTE;
/** An order (and its pending authorizations) not finalized within this time expires. */
const ORDER_TTL_MS = 7 * DAY;
/** A valid authorization is reused for new orders of the same portal order for at most this long. */
const VALID_AUTHZ_MAX_MS = 30 * DAY;
const MAX_IDENTIFIERS = 100;
/** CAA answers that refuse for good (a failed look-up is retried by the recheck job instead). */
const DEFINITE_REFUSALS = new Set(['dcv.caaForbids', 'dcv.caaUnknownCritical']);
/** Seconds a client is asked to wait before polling a `processing` order again. */
const PROCESSING_RETRY_SECONDS = 5;
const ACCOUNT_ORDERS_SHOWN = 100;

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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const iso = (date: Date) => date.toISOString();
const notFound = (what: string) => new AcmeProblem('malformed', `${what} does not exist`, { status: 404 });

/**
 * The portal's RFC 8555 ACME server (docs/domain/acme-server.md). Accounts are bound by EAB to one issued order;
 * new-order takes a subset of that order's names (pre-authorized where the order's DCV state covers them,
 * else http-01 / dns-01 checked by the portal's DCV engine); finalize issues a reissue of the order with the
 * client's CSR through the portal's own issuance, so the certificate is the order's current one. Every piece of
 * state, nonces included, is in the database: any process on one PostgreSQL answers any request.
 */
export function createAcmeServerService(
  deps: ServiceDeps,
  parts: {
    cas: CaDirectory;
    checker: DcvChecker;
    validation: ValidationService;
    credentials: AcmeCredentialsService;
    audit: AuditService;
  },
) {
  const repo = createAcmeServerRepository(deps.db);
  const urls = acmeUrls(deps.publicUrl);
  const now = () => deps.clock.now();

  // ---------------------------------------------------------------- requests

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

  // ---------------------------------------------------------------- JSON of the objects

  function accountJson(account: AcmeAccountRow) {
    return {
      status: account.status,
      contact: account.contact,
      orders: urls.accountOrders(account.id),
      createdAt: iso(account.createdAt),
    };
  }

  async function orderJson(order: AcmeOrderRow, authorizations?: AcmeAuthorizationRow[]) {
    const position = (a: AcmeAuthorizationRow) =>
      order.identifiers.findIndex(
        (i) =>
          i.type === a.identifierType &&
          i.value === (a.wildcard ? `*.${a.identifierValue}` : a.identifierValue),
      );
    // In the order of the identifiers (the rows share one creation time).
    const authz = [...(authorizations ?? (await repo.authorizationsOfOrder(order.id)))].sort(
      (a, b) => position(a) - position(b),
    );
    return {
      status: order.status,
      expires: iso(order.expiresAt),
      identifiers: order.identifiers,
      authorizations: authz.map((a) => urls.authorization(a.id)),
      finalize: urls.finalize(order.id),
      ...(order.certificateId !== null ? { certificate: urls.certificate(order.id) } : {}),
      ...(order.error ? { error: problemJson(order.error.type, order.error.detail) } : {}),
    };
  }

  const problemJson = (type: string, detail: string) => ({
    type: `urn:ietf:params:acme:error:${type}`,
    detail,
  });

  function challengeJson(challenge: AcmeChallengeRow) {
    return {
      type: challenge.type,
      url: urls.challenge(challenge.id),
      token: challenge.token,
      status: challenge.status,
      ...(challenge.validatedAt ? { validated: iso(challenge.validatedAt) } : {}),
      ...(challenge.error ? { error: problemJson(challenge.error.type, challenge.error.detail) } : {}),
    };
  }

  async function authorizationJson(authz: AcmeAuthorizationRow) {
    const challenges = await repo.challengesOfAuthorizations([authz.id]);
    return {
      identifier: { type: authz.identifierType, value: authz.identifierValue },
      status: authz.status,
      expires: iso(authz.expiresAt),
      challenges: challenges.map(challengeJson),
      ...(authz.wildcard ? { wildcard: true } : {}),
    };
  }

  // ---------------------------------------------------------------- ownership

  async function ownOrder(account: AcmeAccountRow, id: string): Promise<AcmeOrderRow> {
    let order = await repo.findOrder(id);
    if (!order || order.acmeAccountId !== account.id) throw notFound(`order ${id}`);
    if (
      (order.status === 'pending' || order.status === 'ready') &&
      order.expiresAt.getTime() <= now().getTime()
    ) {
      await repo.expireOrder(order.id, now());
      order = (await repo.findOrder(id)) ?? order;
    }
    return followReissue(order, '');
  }

  async function ownAuthorization(account: AcmeAccountRow, id: string) {
    const authz = await repo.findAuthorization(id);
    if (!authz) throw notFound(`authorization ${id}`);
    const order = await ownOrder(account, authz.acmeOrderId).catch(() => {
      throw notFound(`authorization ${id}`);
    });
    return { authz: (await repo.findAuthorization(id)) ?? authz, order };
  }

  // ---------------------------------------------------------------- identifiers

  interface Identifier {
    type: 'dns' | 'ip';
    /** As the order and the certificate name it: `*.example.com` for a wildcard. */
    name: string;
  }

  function readIdentifiers(payload: Record<string, unknown>): Identifier[] {
    const list = payload.identifiers;
    if (!Array.isArray(list) || list.length === 0)
      throw new AcmeProblem('malformed', 'the order needs a non-empty identifiers array');
    if (list.length > MAX_IDENTIFIERS)
      throw new AcmeProblem('rejectedIdentifier', `at most ${MAX_IDENTIFIERS} identifiers per order`);
    const seen = new Map<string, Identifier>();
    for (const item of list) {
      if (!isObject(item) || typeof item.type !== 'string' || typeof item.value !== 'string')
        throw new AcmeProblem('malformed', 'each identifier needs a type and a value');
      const value = item.value.trim().toLowerCase().replace(/\.$/, '');
      if (item.type === 'dns') {
        if (!value || value.length > 253)
          throw new AcmeProblem('rejectedIdentifier', `${JSON.stringify(item.value)} is not a domain name`);
        seen.set(`dns:${value}`, { type: 'dns', name: value });
      } else if (item.type === 'ip') {
        if (!isIPv4(value))
          throw new AcmeProblem('unsupportedIdentifier', `only IPv4 addresses are certified, not ${value}`);
        seen.set(`ip:${value}`, { type: 'ip', name: value });
      } else {
        throw new AcmeProblem('unsupportedIdentifier', `identifier type ${item.type} is not supported`);
      }
    }
    return [...seen.values()];
  }

  /** Every identifier must be one of the order's paid (and, for the portal, certified) names. */
  function checkPaidNames(order: OrderRow, identifiers: Identifier[]) {
    const paid = new Set(order.dnsNames.map((n) => n.toLowerCase()));
    const rejected: AcmeSubproblem[] = [];
    for (const identifier of identifiers) {
      const ok = paid.has(identifier.name) && (identifier.type === 'ip') === isIPv4(identifier.name);
      if (!ok)
        rejected.push({
          type: 'rejectedIdentifier',
          detail: `${identifier.name} is not one of the names paid for under order ${order.id}`,
          identifier: { type: identifier.type, value: identifier.name },
        });
    }
    if (rejected.length > 0)
      throw new AcmeProblem(
        'rejectedIdentifier',
        `order ${order.id} covers ${order.dnsNames.join(', ')}; refused: ${rejected.map((r) => r.identifier!.value).join(', ')}`,
        { subproblems: rejected },
      );
  }

  /** The authorization (and challenges) of one identifier: valid at once when already proven, else pending. */
  async function authorizationFor(
    order: OrderRow,
    acmeOrderId: string,
    identifier: Identifier,
    at: Date,
  ): Promise<{ authz: NewAcmeAuthorization; challenges: NewAcmeChallenge[] }> {
    const wildcard = identifier.name.startsWith('*.');
    const value = wildcard ? identifier.name.slice(2) : identifier.name;
    const id = randomToken(18);
    const base = {
      id,
      acmeOrderId,
      identifierType: identifier.type,
      identifierValue: value,
      wildcard,
      createdAt: at,
    };
    // The order's own domain validation (its DCV state), still inside the reuse window.
    const last = await lastValidatedChallenge(deps.db, order.id, identifier.name);
    if (last?.validatedAt && validationStillReusable(last.validatedAt, at)) {
      const reuseEnds = last.validatedAt.getTime() + dcvReuseDays(at) * DAY;
      return {
        authz: {
          ...base,
          status: 'valid',
          validatedBy: 'preauthorized',
          validatedAt: last.validatedAt,
          expiresAt: new Date(Math.min(reuseEnds, at.getTime() + VALID_AUTHZ_MAX_MS)),
        },
        challenges: [],
      };
    }
    // An ACME challenge of an earlier order under the same portal order that passed.
    const earlier = await repo.reusableChallengeAuthorization(order.id, identifier.type, value, wildcard, at);
    if (earlier) {
      return {
        authz: {
          ...base,
          status: 'valid',
          validatedBy: earlier.authorization.validatedBy,
          validatedAt: earlier.authorization.validatedAt,
          expiresAt: earlier.authorization.expiresAt,
        },
        challenges: [
          {
            id: randomToken(18),
            authorizationId: id,
            type: earlier.challenge.type,
            token: earlier.challenge.token,
            status: 'valid',
            validatedAt: earlier.challenge.validatedAt,
            createdAt: at,
          },
        ],
      };
    }
    // To prove now: dns-01 for names, http-01 too except for wildcards (BR 3.2.2.4.18); IPs by http-01 only.
    const types: ('http-01' | 'dns-01')[] =
      identifier.type === 'ip' ? ['http-01'] : wildcard ? ['dns-01'] : ['http-01', 'dns-01'];
    return {
      authz: { ...base, status: 'pending', expiresAt: new Date(at.getTime() + ORDER_TTL_MS) },
      challenges: types.map((type) => ({
        id: randomToken(18),
        authorizationId: id,
        type,
        token: randomToken(32),
        status: 'pending' as const,
        createdAt: at,
      })),
    };
  }

  // ---------------------------------------------------------------- challenges

  /** Problem type of a DCV look-up that did not pass. */
  function challengeProblemType(problem: string | undefined): AcmeProblemType {
    if (!problem) return 'unauthorized';
    if (/WrongValue|BodyDiffers/.test(problem)) return 'incorrectResponse';
    if (/dns/i.test(problem)) return 'dns';
    if (/http/i.test(problem)) return 'connection';
    return 'unauthorized';
  }

  /** Runs one challenge's check with the portal's DCV engine; moves challenge, authorization and order. */
  async function validateChallenge(
    account: AcmeAccountRow,
    challenge: AcmeChallengeRow,
    authz: AcmeAuthorizationRow,
    order: AcmeOrderRow,
  ): Promise<AcmeChallengeRow> {
    const processing = await repo.moveChallenge(challenge.id, 'pending', { status: 'processing' });
    if (!processing) return (await repo.findChallenge(challenge.id)) ?? challenge;
    const keyAuth = keyAuthorization(challenge.token, account.thumbprint);
    const outcome =
      challenge.type === 'dns-01'
        ? await parts.checker.dnsTxt(`_acme-challenge.${authz.identifierValue}`, dns01Value(keyAuth))
        : await parts.checker.httpFile(
            authz.identifierValue,
            `/.well-known/acme-challenge/${challenge.token}`,
            keyAuth,
          );
    const at = now();
    if (outcome.passed) {
      const valid = await repo.moveChallenge(challenge.id, 'processing', {
        status: 'valid',
        validatedAt: at,
      });
      await repo.updateAuthorization(authz.id, 'pending', {
        status: 'valid',
        validatedBy: challenge.type,
        validatedAt: at,
      });
      const all = await repo.authorizationsOfOrder(order.id);
      if (all.every((a) => a.status === 'valid'))
        await repo.moveOrder(order.id, 'pending', { status: 'ready' }, at);
      return valid ?? challenge;
    }
    const detail = outcome.problem
      ? translate('en', outcome.problem, outcome.vars)
      : 'the check did not pass';
    const error = { type: challengeProblemType(outcome.problem), detail };
    const invalid = await repo.moveChallenge(challenge.id, 'processing', { status: 'invalid', error });
    await repo.updateAuthorization(authz.id, 'pending', { status: 'invalid' });
    await repo.moveOrder(order.id, 'pending', { status: 'invalid', error }, at);
    return invalid ?? challenge;
  }

  // ---------------------------------------------------------------- finalize

  /** The dcv_challenges rows of the reissue: how each name was proven (the order's DCV state keeps them). */
  async function dcvRowsFor(
    order: OrderRow,
    authorizations: AcmeAuthorizationRow[],
    thumbprint: string,
    at: Date,
  ): Promise<Omit<NewDcvChallengeRow, 'reissueId'>[]> {
    const challenges = await repo.challengesOfAuthorizations(authorizations.map((a) => a.id));
    const rows: Omit<NewDcvChallengeRow, 'reissueId'>[] = [];
    for (const authz of authorizations) {
      const domain = authz.wildcard ? `*.${authz.identifierValue}` : authz.identifierValue;
      const passed = challenges.find((c) => c.authorizationId === authz.id && c.status === 'valid');
      if (authz.validatedBy === 'preauthorized' || !passed) {
        const last = await lastValidatedChallenge(deps.db, order.id, domain);
        if (!last?.validatedAt) throw new AcmeProblem('unauthorized', `${domain} is no longer validated`);
        rows.push({
          orderId: order.id,
          domain,
          method: last.method,
          authKey: last.authKey,
          authPath: last.authPath,
          authValue: last.authValue,
          validatedAt: last.validatedAt,
          lastCheckedAt: at,
          createdAt: at,
        });
        continue;
      }
      const keyAuth = keyAuthorization(passed.token, thumbprint);
      rows.push({
        orderId: order.id,
        domain,
        ...(passed.type === 'dns-01'
          ? {
              method: 'dns' as const,
              authKey: `_acme-challenge.${authz.identifierValue}`,
              authPath: `_acme-challenge.${authz.identifierValue}`,
              authValue: dns01Value(keyAuth),
            }
          : {
              method: 'http' as const,
              authKey: passed.token,
              authPath: `/.well-known/acme-challenge/${passed.token}`,
              authValue: keyAuth,
            }),
        validatedAt: passed.validatedAt ?? authz.validatedAt ?? at,
        lastCheckedAt: at,
        createdAt: at,
      });
    }
    return rows;
  }

  /** The CSR's names (CN and SANs) must be exactly the order's identifiers. */
  async function readCsr(payload: unknown, identifiers: AcmeOrderRow['identifiers']) {
    if (!isObject(payload) || typeof payload.csr !== 'string')
      throw new AcmeProblem('malformed', 'finalize needs a csr (base64url DER)');
    if (!/^[A-Za-z0-9_-]+$/.test(payload.csr)) throw new AcmeProblem('badCSR', 'the csr is not base64url');
    let parsed;
    try {
      parsed = await parseCsr(Buffer.from(payload.csr, 'base64url'));
    } catch (error) {
      if (error instanceof CsrProblem)
        throw new AcmeProblem('badCSR', translate('en', csrMessageKey(error), error.vars));
      throw error;
    }
    const names = new Set([...parsed.dnsNames, ...parsed.ipAddresses]);
    if (parsed.commonName) names.add(parsed.commonName);
    const wanted = new Set(identifiers.map((i) => i.value));
    const extra = [...names].filter((n) => !wanted.has(n));
    const missing = [...wanted].filter((n) => !names.has(n));
    if (extra.length > 0 || missing.length > 0)
      throw new AcmeProblem(
        'badCSR',
        `the CSR's names must be the order's identifiers${extra.length ? `; not in the order: ${extra.join(', ')}` : ''}${missing.length ? `; missing: ${missing.join(', ')}` : ''}`,
      );
    return parsed;
  }

  /** Issues the reissue through the portal's issuance (validation's reissue check: CAA, then the order's CA). */
  async function issue(
    account: AcmeAccountRow,
    order: OrderRow,
    acmeOrder: AcmeOrderRow,
    csr: { pem: string; commonName: string | null },
    ip: string,
  ): Promise<AcmeOrderRow> {
    const at = now();
    const names = acmeOrder.identifiers.map((i) => i.value);
    const authorizations = await repo.authorizationsOfOrder(acmeOrder.id);
    // Read before the transaction: on the embedded database a read outside it would wait for it to end.
    const dcvRows = await dcvRowsFor(order, authorizations, account.thumbprint, at);
    const reissue = await deps.db.transaction(async (tx) => {
      await lockOwnedOrders(tx, [order.id], order.accountId);
      const seq = await nextReissueSeq(tx, order.id);
      const id = `${order.id}_${seq}`;
      const created = await insertReissue(tx, {
        id,
        seq,
        orderId: order.id,
        accountId: order.accountId,
        createdBy: null,
        type: 'acme',
        csrFrom: 'newCSR',
        csr: csr.pem,
        privateKeyId: null,
        commonName: csr.commonName && names.includes(csr.commonName) ? csr.commonName : names[0]!,
        dnsNames: names,
        status: ORDER_STATUS.pending,
        paid: true,
        paidAt: at,
        createdAt: at,
        updatedAt: at,
      });
      await insertChallenges(
        tx,
        dcvRows.map((row) => ({ ...row, reissueId: id })),
      );
      return created;
    });
    const processing =
      (await repo.moveOrder(acmeOrder.id, 'processing', { reissueId: reissue.id }, at)) ?? acmeOrder;
    const result = await parts.validation.checkReissue(reissue, order);
    const blocked = result.blocked;
    // CAA naming another CA is final. A look-up that failed, or a CA not answering, is not: the reissue waits at 1
    // where the validation recheck job tries again, and the order stays `processing` until then (the client polls).
    if (blocked && DEFINITE_REFUSALS.has(blocked.key))
      return (
        (await repo.moveOrder(
          acmeOrder.id,
          'processing',
          { status: 'invalid', error: { type: 'caa', detail: translate('en', blocked.key, blocked.vars) } },
          now(),
        )) ?? processing
      );
    return followReissue(processing, ip);
  }

  /** A `processing` order follows its reissue: issued → valid (with the certificate), closed → invalid. */
  async function followReissue(acmeOrder: AcmeOrderRow, ip: string): Promise<AcmeOrderRow> {
    if (acmeOrder.status !== 'processing' || !acmeOrder.reissueId) return acmeOrder;
    const reissue = await findReissue(deps.db, acmeOrder.reissueId);
    if (!reissue) return acmeOrder;
    if (reissue.status === ORDER_STATUS.complete) {
      const [certificate] = await certificatesOfReissue(deps.db, reissue.id);
      const valid = await repo.moveOrder(
        acmeOrder.id,
        'processing',
        { status: 'valid', certificateId: certificate?.id ?? null },
        now(),
      );
      if (!valid) return (await repo.findOrder(acmeOrder.id)) ?? acmeOrder;
      await parts.audit.recordFor(
        { ownerAccountId: reissue.accountId, accountId: reissue.accountId },
        ip,
        'acme.certificate',
        { orderId: reissue.orderId, domains: reissue.dnsNames.join(', '), reissueId: reissue.id },
      );
      return valid;
    }
    if (reissue.status === ORDER_STATUS.pending || reissue.status === ORDER_STATUS.needAuth) return acmeOrder;
    const problem = reissue.lastProblem;
    const detail = problem
      ? translate('en', problem.key, problem.vars)
      : 'the certificate could not be issued';
    return (
      (await repo.moveOrder(
        acmeOrder.id,
        'processing',
        { status: 'invalid', error: { type: 'serverInternal', detail } },
        now(),
      )) ?? acmeOrder
    );
  }

  // ---------------------------------------------------------------- endpoints

  return {
    urls,
    authenticate,

    directory() {
      return {
        newNonce: urls.newNonce,
        newAccount: urls.newAccount,
        newOrder: urls.newOrder,
        revokeCert: urls.revokeCert,
        keyChange: urls.keyChange,
        meta: {
          website: deps.publicUrl,
          externalAccountRequired: true,
        },
      };
    },

    /** A fresh nonce, stored so any process accepts it once. */
    async newNonce(): Promise<string> {
      const value = randomToken(24);
      await repo.insertNonce(value, new Date(now().getTime() + NONCE_TTL_MS));
      return value;
    },

    /** new-account: EAB required; an existing key answers its account (200), onlyReturnExisting is honoured. */
    async newAccount(auth: Authenticated): Promise<AcmeAnswer> {
      const payload = isObject(auth.payload) ? auth.payload : {};
      const thumbprint = jwkThumbprint(auth.jwk);
      publicKeyOf(auth.jwk);
      const existing = await repo.findAccountByThumbprint(thumbprint);
      if (existing) {
        if (existing.status !== 'valid') throw new AcmeProblem('unauthorized', 'the account is deactivated');
        return { status: 200, body: accountJson(existing), location: urls.account(existing.id) };
      }
      if (payload.onlyReturnExisting === true)
        throw new AcmeProblem('accountDoesNotExist', 'no account exists with this key');
      if (payload.externalAccountBinding === undefined)
        throw new AcmeProblem(
          'externalAccountRequired',
          'this server requires external account binding: create ACME credentials on the order page of the portal',
        );
      const binding = readExternalAccountBinding(payload.externalAccountBinding, urls.newAccount, auth.jwk);
      const credential = await repo.findCredentialByKid(binding.kid);
      if (!credential) throw new AcmeProblem('unauthorized', `unknown external account kid ${binding.kid}`);
      binding.verify(parts.credentials.hmacKeyOf(credential));
      if (credential.revokedAt)
        throw new AcmeProblem('unauthorized', `the credentials ${binding.kid} were revoked`);
      if (credential.acmeAccountId !== null)
        throw new AcmeProblem(
          'unauthorized',
          `the credentials ${binding.kid} are bound to another account already`,
        );
      if (payload.termsOfServiceAgreed === false)
        throw new AcmeProblem('userActionRequired', 'the terms of service must be agreed to');
      const contact = Array.isArray(payload.contact) ? payload.contact : [];
      if (contact.some((c) => typeof c !== 'string' || !/^mailto:[^\s@,]+@[^\s@,]+$/.test(c)))
        throw new AcmeProblem('invalidContact', 'contacts must be mailto: addresses');
      const order = await findOrder(deps.db, credential.orderId);
      if (!order) throw new AcmeProblem('unauthorized', 'the order of these credentials no longer exists');
      const refusal = acmeRefusalOf(order, parts.cas, now());
      if (refusal) throw new AcmeProblem('unauthorized', refusal);
      const account = await deps.db.transaction(async (tx) => {
        const txRepo = createAcmeServerRepository(tx);
        const created = await txRepo.insertAccount({
          credentialId: credential.id,
          accountId: credential.accountId,
          orderId: credential.orderId,
          jwk: publicJwk(auth.jwk),
          thumbprint,
          contact: contact as string[],
          createdAt: now(),
          updatedAt: now(),
        });
        if (!(await txRepo.bindCredential(credential.id, created.id, now())))
          throw new AcmeProblem(
            'unauthorized',
            `the credentials ${binding.kid} are bound to another account already`,
          );
        return created;
      });
      return { status: 201, body: accountJson(account), location: urls.account(account.id) };
    },

    /** POST to the account URL: read (empty payload), update the contact, or deactivate. */
    async account(auth: Authenticated, id: number): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      if (account.id !== id) throw new AcmeProblem('unauthorized', 'the kid is not this account');
      const payload = isObject(auth.payload) ? auth.payload : {};
      let row = account;
      if (payload.status === 'deactivated') {
        row = (await repo.updateAccount(account.id, { status: 'deactivated' }, now())) ?? account;
      } else if (payload.status !== undefined) {
        throw new AcmeProblem('malformed', 'an account can only be deactivated');
      }
      if (Array.isArray(payload.contact)) {
        if (payload.contact.some((c) => typeof c !== 'string' || !/^mailto:[^\s@,]+@[^\s@,]+$/.test(c)))
          throw new AcmeProblem('invalidContact', 'contacts must be mailto: addresses');
        row = (await repo.updateAccount(account.id, { contact: payload.contact as string[] }, now())) ?? row;
      }
      return { status: 200, body: accountJson(row), location: urls.account(row.id) };
    },

    async accountOrders(auth: Authenticated, id: number): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      if (account.id !== id) throw new AcmeProblem('unauthorized', 'the kid is not this account');
      const list = await repo.ordersOfAccount(account.id, ACCOUNT_ORDERS_SHOWN);
      return {
        status: 200,
        body: { orders: list.filter((o) => o.status !== 'invalid').map((o) => urls.order(o.id)) },
      };
    },

    /** new-order: a subset of the bound order's paid names; pre-authorized where its DCV state covers them. */
    async newOrder(auth: Authenticated): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      if (!isObject(auth.payload)) throw new AcmeProblem('malformed', 'new-order needs a payload');
      if (auth.payload.notBefore !== undefined || auth.payload.notAfter !== undefined)
        throw new AcmeProblem(
          'malformed',
          'notBefore and notAfter are not supported: the lifetime is the CA’s',
        );
      const identifiers = readIdentifiers(auth.payload);
      const order = await usableOrder(account);
      checkPaidNames(order, identifiers);
      const at = now();
      const id = randomToken(18);
      const made: Awaited<ReturnType<typeof authorizationFor>>[] = [];
      for (const identifier of identifiers) made.push(await authorizationFor(order, id, identifier, at));
      const ready = made.every((m) => m.authz.status === 'valid');
      const row = {
        id,
        acmeAccountId: account.id,
        orderId: order.id,
        status: ready ? ('ready' as const) : ('pending' as const),
        identifiers: identifiers.map((i) => ({ type: i.type, value: i.name })),
        expiresAt: new Date(at.getTime() + ORDER_TTL_MS),
        createdAt: at,
        updatedAt: at,
      };
      await deps.db.transaction(async (tx) => {
        await createAcmeServerRepository(tx).insertOrder(
          row,
          made.map((m) => m.authz),
          made.flatMap((m) => m.challenges),
        );
      });
      const stored = await repo.findOrder(id);
      return { status: 201, body: await orderJson(stored!), location: urls.order(id) };
    },

    async order(auth: Authenticated, id: string): Promise<AcmeAnswer> {
      const order = await ownOrder(requireAccount(auth), id);
      return {
        status: 200,
        body: await orderJson(order),
        location: urls.order(order.id),
        ...(order.status === 'processing' ? { retryAfter: PROCESSING_RETRY_SECONDS } : {}),
      };
    },

    async authorization(auth: Authenticated, id: string): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      let { authz } = await ownAuthorization(account, id);
      const payload = isObject(auth.payload) ? auth.payload : null;
      if (payload?.status === 'deactivated') {
        authz = (await repo.updateAuthorization(authz.id, authz.status, { status: 'deactivated' })) ?? authz;
      } else if (authz.status === 'pending' && authz.expiresAt.getTime() <= now().getTime()) {
        authz = (await repo.updateAuthorization(authz.id, 'pending', { status: 'expired' })) ?? authz;
      }
      return { status: 200, body: await authorizationJson(authz) };
    },

    /** POST {} to a challenge: the portal checks it now (DCV engine) and answers its outcome. */
    async challenge(auth: Authenticated, id: string): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      let challenge = await repo.findChallenge(id);
      if (!challenge) throw notFound(`challenge ${id}`);
      const { authz, order } = await ownAuthorization(account, challenge.authorizationId);
      const respond = auth.payload !== null;
      if (respond && challenge.status === 'pending') {
        if (authz.status !== 'pending')
          throw new AcmeProblem('malformed', `the authorization is ${authz.status}`);
        if (order.status !== 'pending') throw new AcmeProblem('malformed', `the order is ${order.status}`);
        await usableOrder(account);
        challenge = await validateChallenge(account, challenge, authz, order);
      }
      return {
        status: 200,
        body: challengeJson(challenge),
        links: [`<${urls.authorization(authz.id)}>;rel="up"`],
      };
    },

    /** finalize: the CSR's names equal the identifiers; issued at once through the portal's reissue path. */
    async finalize(auth: Authenticated, id: string, ip: string): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      const acmeOrder = await ownOrder(account, id);
      if (acmeOrder.status !== 'ready')
        throw new AcmeProblem('orderNotReady', `the order is ${acmeOrder.status}, not ready`);
      const order = await usableOrder(account);
      const csr = await readCsr(auth.payload, acmeOrder.identifiers);
      // The names must still be the order's (a reissue may have changed them since new-order).
      checkPaidNames(
        order,
        acmeOrder.identifiers.map((i) => ({ type: i.type, name: i.value })),
      );
      const claimed = await repo.moveOrder(acmeOrder.id, 'ready', { status: 'processing' }, now());
      if (!claimed) throw new AcmeProblem('orderNotReady', 'the order is being finalized already');
      let finished: AcmeOrderRow;
      try {
        finished = await issue(account, order, claimed, csr, ip);
      } catch (error) {
        const detail = error instanceof AcmeProblem ? error.detail : 'issuance failed';
        const type: AcmeProblemType = error instanceof AcmeProblem ? error.type : 'serverInternal';
        await repo.moveOrder(
          acmeOrder.id,
          'processing',
          { status: 'invalid', error: { type, detail } },
          now(),
        );
        throw error;
      }
      return {
        status: 200,
        body: await orderJson(finished),
        location: urls.order(finished.id),
        ...(finished.status === 'processing' ? { retryAfter: PROCESSING_RETRY_SECONDS } : {}),
      };
    },

    /** The certificate and its chain up to (not including) the root, as application/pem-certificate-chain. */
    async certificate(auth: Authenticated, id: string): Promise<AcmeAnswer> {
      const order = await ownOrder(requireAccount(auth), id);
      if (order.status !== 'valid' || !order.reissueId) throw notFound(`certificate ${id}`);
      const [certificate] = await certificatesOfReissue(deps.db, order.reissueId);
      if (!certificate) throw notFound(`certificate ${id}`);
      return {
        status: 200,
        contentType: 'application/pem-certificate-chain',
        body: `${certificate.certificatePem.trim()}\n${certificate.chainPem.trim()}\n`,
      };
    },

    /** key-change (RFC 8555 7.3.5): the inner JWS, signed by the new key, names the account and its old key. */
    async keyChange(auth: Authenticated): Promise<AcmeAnswer> {
      const account = requireAccount(auth);
      const inner = parseJws(auth.payload);
      if (!inner.header.jwk) throw new AcmeProblem('malformed', 'the inner JWS must carry the new jwk');
      if (inner.header.nonce !== undefined)
        throw new AcmeProblem('malformed', 'the inner JWS must not carry a nonce');
      if (inner.header.url !== urls.keyChange)
        throw new AcmeProblem('malformed', 'the inner JWS url must be the key-change url');
      verifyJwsSignature(inner, inner.header.jwk);
      const body = isObject(inner.payload) ? inner.payload : {};
      if (body.account !== urls.account(account.id))
        throw new AcmeProblem('malformed', 'the inner payload names another account');
      if (!isObject(body.oldKey) || jwkThumbprint(body.oldKey as Jwk) !== account.thumbprint)
        throw new AcmeProblem('malformed', 'the inner payload’s oldKey is not the account key');
      const thumbprint = jwkThumbprint(inner.header.jwk);
      const taken = await repo.findAccountByThumbprint(thumbprint);
      if (taken)
        throw new AcmeProblem('malformed', 'the new key is in use by another account', { status: 409 });
      const updated = await repo.updateAccount(
        account.id,
        { jwk: publicJwk(inner.header.jwk), thumbprint },
        now(),
      );
      return { status: 200, body: accountJson(updated ?? account), location: urls.account(account.id) };
    },

    /** Revocation is the portal's (refund or revocation of the order), not the ACME client's. */
    revokeCert(): never {
      throw new AcmeProblem(
        'unauthorized',
        'certificates are revoked from the order page of the portal, not through ACME',
      );
    },

    /** The clean-up job: expired nonces, orders expired a month ago, deactivated accounts without orders. */
    async cleanUp(): Promise<{ nonces: number; orders: number; accounts: number }> {
      const at = now();
      const monthAgo = new Date(at.getTime() - 30 * DAY);
      return {
        nonces: await repo.purgeNonces(at),
        orders: await repo.purgeOrders(monthAgo),
        accounts: await repo.purgeDeactivatedAccounts(monthAgo),
      };
    },
  };
}
export type AcmeServerService = ReturnType<typeof createAcmeServerService>;
