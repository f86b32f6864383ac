// The JSON of the ACME objects (RFC 8555 section 7.1): account, order, authorization, challenge, problem.
import type {
  AcmeAccountRow,
  AcmeAuthorizationRow,
  AcmeChallengeRow,
  AcmeOrderRow,
} from '../../db/schema/index.js';
import { iso, type AcmeContext } from './acme-context.js';

export const problemJson = (type: string, detail: string) => ({
  type: `urn:ietf:params:acme:error:${type}`,
  detail,
});

export function accountJson(ctx: AcmeContext, account: AcmeAccountRow) {
  return {
    status: account.status,
    contact: account.contact,
    orders: ctx.urls.accountOrders(account.id),
    createdAt: iso(account.createdAt),
  };
}

export async function orderJson(
  ctx: AcmeContext,
  order: AcmeOrderRow,
  authorizations?: AcmeAuthorizationRow[],
) {
  const position = (a: AcmeAuthorizationRow) =>
    order.identifiers.findIndex(
      (i) =>
        i.type === a.identifierType &&
        i.value === (a.wildcard ? `*.${a.identifierValue}` : a.identifierValue),
    );
  // In the order of the identifiers (the rows share one creation time).
  const authz = [...(authorizations ?? (await ctx.repo.authorizationsOfOrder(order.id)))].sort(
    (a, b) => position(a) - position(b),
  );
  return {
    status: order.status,
    expires: iso(order.expiresAt),
    identifiers: order.identifiers,
    authorizations: authz.map((a) => ctx.urls.authorization(a.id)),
    finalize: ctx.urls.finalize(order.id),
    ...(order.certificateId !== null ? { certificate: ctx.urls.certificate(order.id) } : {}),
    ...(order.error ? { error: problemJson(order.error.type, order.error.detail) } : {}),
  };
}

export function challengeJson(ctx: AcmeContext, challenge: AcmeChallengeRow) {
  return {
    type: challenge.type,
    url: ctx.urls.challenge(challenge.id),
    token: challenge.token,
    status: challenge.status,
    ...(challenge.validatedAt ? { validated: iso(challenge.validatedAt) } : {}),
    ...(challenge.error ? { error: problemJson(challenge.error.type, challenge.error.detail) } : {}),
  };
}

export async function authorizationJson(ctx: AcmeContext, authz: AcmeAuthorizationRow) {
  const challenges = await ctx.repo.challengesOfAuthorizations([authz.id]);
  return {
    identifier: { type: authz.identifierType, value: authz.identifierValue },
    status: authz.status,
    expires: iso(authz.expiresAt),
    challenges: challenges.map((challenge) => challengeJson(ctx, challenge)),
    ...(authz.wildcard ? { wildcard: true } : {}),
  };
}
