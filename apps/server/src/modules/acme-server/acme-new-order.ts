// new-order (RFC 8555 7.4): a subset of the bound portal order's paid names; each identifier's authorization is
// valid at once where the order's own domain validation (or an earlier ACME challenge) still covers it.
import { isIPv4 } from 'node:net';
import type { OrderRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';
import { lastValidatedChallenge } from '../orders/dcv-challenge-records.js';
import { dcvReuseDays, validationStillReusable } from '../validation/reuse-window.js';
import {
  isObject,
  ORDER_TTL_MS,
  type AcmeAnswer,
  type AcmeContext,
  type Authenticated,
} from './acme-context.js';
import { orderJson } from './acme-json.js';
import { AcmeProblem, type AcmeSubproblem } from './acme-problem.js';
import {
  createAcmeServerRepository,
  type NewAcmeAuthorization,
  type NewAcmeChallenge,
} from './acme-server.repository.js';

/** A valid authorization is reused for new orders of the same portal order for at most this long. */
const VALID_AUTHZ_MAX_MS = 30 * DAY;
const MAX_IDENTIFIERS = 100;

export interface Identifier {
  type: 'dns' | 'ip';
  /** As the order and the certificate name it: `*.example.com` for a wildcard. */
  name: string;
}

export function readIdentifiers(payload: Record<string, unknown>): Identifier[] {
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
export function checkPaidNames(order: OrderRow, identifiers: Identifier[]) {
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
  ctx: AcmeContext,
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
  const last = await lastValidatedChallenge(ctx.deps.db, order.id, identifier.name);
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
  const earlier = await ctx.repo.reusableChallengeAuthorization(
    order.id,
    identifier.type,
    value,
    wildcard,
    at,
  );
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

/** new-order: a subset of the bound order's paid names; pre-authorized where its DCV state covers them. */
export async function newOrder(ctx: AcmeContext, auth: Authenticated): Promise<AcmeAnswer> {
  const account = ctx.requireAccount(auth);
  if (!isObject(auth.payload)) throw new AcmeProblem('malformed', 'new-order needs a payload');
  if (auth.payload.notBefore !== undefined || auth.payload.notAfter !== undefined)
    throw new AcmeProblem('malformed', 'notBefore and notAfter are not supported: the lifetime is the CA’s');
  const identifiers = readIdentifiers(auth.payload);
  const order = await ctx.usableOrder(account);
  checkPaidNames(order, identifiers);
  const at = ctx.now();
  const id = randomToken(18);
  const made: Awaited<ReturnType<typeof authorizationFor>>[] = [];
  for (const identifier of identifiers) made.push(await authorizationFor(ctx, order, id, identifier, at));
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
  await ctx.deps.db.transaction(async (tx) => {
    await createAcmeServerRepository(tx).insertOrder(
      row,
      made.map((m) => m.authz),
      made.flatMap((m) => m.challenges),
    );
  });
  const stored = await ctx.repo.findOrder(id);
  return { status: 201, body: await orderJson(ctx, stored!), location: ctx.urls.order(id) };
}
