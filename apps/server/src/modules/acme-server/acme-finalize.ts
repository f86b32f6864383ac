// finalize (RFC 8555 7.4): the CSR's names must be the order's identifiers; the certificate is issued as a reissue
// of the bound portal order through the portal's own issuance, so it is the order's current certificate.
import { ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { AcmeAccountRow, AcmeAuthorizationRow, AcmeOrderRow, OrderRow } from '../../db/schema/index.js';
import { CsrProblem, keyUseOf, messageKeyOf as csrMessageKey, parseCsr } from '../../lib/pki/index.js';
import { certificatesOfReissue } from '../certificates/certificate-records.js';
import {
  insertChallenges,
  lastValidatedChallenge,
  type NewDcvChallengeRow,
} from '../orders/dcv-challenge-records.js';
import { lockOwnedOrders } from '../orders/order-records.js';
import { insertReissue, nextReissueSeq } from '../orders/reissue-records.js';
import {
  isObject,
  notFound,
  PROCESSING_RETRY_SECONDS,
  type AcmeAnswer,
  type AcmeContext,
  type Authenticated,
} from './acme-context.js';
import { orderJson } from './acme-json.js';
import { checkPaidNames } from './acme-new-order.js';
import { followReissue, ownOrder } from './acme-own-orders.js';
import { AcmeProblem, type AcmeProblemType } from './acme-problem.js';
import { dns01Value, keyAuthorization } from './jws.js';

/** CAA answers that refuse for good (a failed look-up is retried by the recheck job instead). */
const DEFINITE_REFUSALS = new Set(['dcv.caaForbids', 'dcv.caaUnknownCritical']);

/** The dcv_challenges rows of the reissue: how each name was proven (the order's DCV state keeps them). */
async function dcvRowsFor(
  ctx: AcmeContext,
  order: OrderRow,
  authorizations: AcmeAuthorizationRow[],
  thumbprint: string,
  at: Date,
): Promise<Omit<NewDcvChallengeRow, 'reissueId'>[]> {
  const challenges = await ctx.repo.challengesOfAuthorizations(authorizations.map((a) => a.id));
  const rows: Omit<NewDcvChallengeRow, 'reissueId'>[] = [];
  for (const authz of authorizations) {
    const domain = authz.wildcard ? `*.${authz.identifierValue}` : authz.identifierValue;
    const passed = challenges.find((c) => c.authorizationId === authz.id && c.status === 'valid');
    if (authz.validatedBy === 'preauthorized' || !passed) {
      const last = await lastValidatedChallenge(ctx.deps.db, order.id, domain);
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

/**
 * The CSR's names (CN and SANs) must be exactly the order's identifiers; its key is held to the policy of the
 * order's kind (lib/pki/key-policy.ts), as the purchase, the reissue and the built-in CA hold it.
 */
async function readCsr(payload: unknown, identifiers: AcmeOrderRow['identifiers'], order: OrderRow) {
  if (!isObject(payload) || typeof payload.csr !== 'string')
    throw new AcmeProblem('malformed', 'finalize needs a csr (base64url DER)');
  if (!/^[A-Za-z0-9_-]+$/.test(payload.csr)) throw new AcmeProblem('badCSR', 'the csr is not base64url');
  let parsed;
  try {
    parsed = await parseCsr(Buffer.from(payload.csr, 'base64url'), keyUseOf(order.productType));
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
  ctx: AcmeContext,
  account: AcmeAccountRow,
  order: OrderRow,
  acmeOrder: AcmeOrderRow,
  csr: { pem: string; commonName: string | null },
  ip: string,
): Promise<AcmeOrderRow> {
  const { deps, parts, repo, now } = ctx;
  const at = now();
  const names = acmeOrder.identifiers.map((i) => i.value);
  const authorizations = await repo.authorizationsOfOrder(acmeOrder.id);
  // Read before the transaction: on the embedded database a read outside it would wait for it to end.
  const dcvRows = await dcvRowsFor(ctx, order, authorizations, account.thumbprint, at);
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
  return followReissue(ctx, processing, ip);
}

/** finalize: the CSR's names equal the identifiers; issued at once through the portal's reissue path. */
export async function finalize(
  ctx: AcmeContext,
  auth: Authenticated,
  id: string,
  ip: string,
): Promise<AcmeAnswer> {
  const { repo, now } = ctx;
  const account = ctx.requireAccount(auth);
  const acmeOrder = await ownOrder(ctx, account, id);
  if (acmeOrder.status !== 'ready')
    throw new AcmeProblem('orderNotReady', `the order is ${acmeOrder.status}, not ready`);
  const order = await ctx.usableOrder(account);
  const csr = await readCsr(auth.payload, acmeOrder.identifiers, order);
  // The names must still be the order's (a reissue may have changed them since new-order).
  checkPaidNames(
    order,
    acmeOrder.identifiers.map((i) => ({ type: i.type, name: i.value })),
  );
  const claimed = await repo.moveOrder(acmeOrder.id, 'ready', { status: 'processing' }, now());
  if (!claimed) throw new AcmeProblem('orderNotReady', 'the order is being finalized already');
  let finished: AcmeOrderRow;
  try {
    finished = await issue(ctx, account, order, claimed, csr, ip);
  } catch (error) {
    const detail = error instanceof AcmeProblem ? error.detail : 'issuance failed';
    const type: AcmeProblemType = error instanceof AcmeProblem ? error.type : 'serverInternal';
    await repo.moveOrder(acmeOrder.id, 'processing', { status: 'invalid', error: { type, detail } }, now());
    throw error;
  }
  return {
    status: 200,
    body: await orderJson(ctx, finished),
    location: ctx.urls.order(finished.id),
    ...(finished.status === 'processing' ? { retryAfter: PROCESSING_RETRY_SECONDS } : {}),
  };
}

/** The certificate and its chain up to (not including) the root, as application/pem-certificate-chain. */
export async function certificate(ctx: AcmeContext, auth: Authenticated, id: string): Promise<AcmeAnswer> {
  const order = await ownOrder(ctx, ctx.requireAccount(auth), id);
  if (order.status !== 'valid' || !order.reissueId) throw notFound(`certificate ${id}`);
  const [issued] = await certificatesOfReissue(ctx.deps.db, order.reissueId);
  if (!issued) throw notFound(`certificate ${id}`);
  return {
    status: 200,
    contentType: 'application/pem-certificate-chain',
    body: `${issued.certificatePem.trim()}\n${issued.chainPem.trim()}\n`,
  };
}
