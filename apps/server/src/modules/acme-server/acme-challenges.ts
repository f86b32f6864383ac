// Authorizations and challenges (RFC 8555 7.5): a challenge is checked when the client responds to it, by the
// portal's own DCV engine (dns-01 as a TXT record, http-01 as a file), and moves its authorization and order.
import { translate } from '@portal/i18n';
import type {
  AcmeAccountRow,
  AcmeAuthorizationRow,
  AcmeChallengeRow,
  AcmeOrderRow,
} from '../../db/schema/index.js';
import { isObject, notFound, type AcmeAnswer, type AcmeContext, type Authenticated } from './acme-context.js';
import { authorizationJson, challengeJson } from './acme-json.js';
import { ownAuthorization } from './acme-own-orders.js';
import { AcmeProblem, type AcmeProblemType } from './acme-problem.js';
import { dns01Value, keyAuthorization } from './jws.js';

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
  ctx: AcmeContext,
  account: AcmeAccountRow,
  challenge: AcmeChallengeRow,
  authz: AcmeAuthorizationRow,
  order: AcmeOrderRow,
): Promise<AcmeChallengeRow> {
  const { parts, repo, now } = ctx;
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
  const detail = outcome.problem ? translate('en', outcome.problem, outcome.vars) : 'the check did not pass';
  const error = { type: challengeProblemType(outcome.problem), detail };
  const invalid = await repo.moveChallenge(challenge.id, 'processing', { status: 'invalid', error });
  await repo.updateAuthorization(authz.id, 'pending', { status: 'invalid' });
  await repo.moveOrder(order.id, 'pending', { status: 'invalid', error }, at);
  return invalid ?? challenge;
}

/** POST to an authorization: read it, or deactivate it; a pending one past its time is expired. */
export async function authorization(ctx: AcmeContext, auth: Authenticated, id: string): Promise<AcmeAnswer> {
  const { repo, now } = ctx;
  const account = ctx.requireAccount(auth);
  let { authz } = await ownAuthorization(ctx, account, id);
  const payload = isObject(auth.payload) ? auth.payload : null;
  if (payload?.status === 'deactivated') {
    authz = (await repo.updateAuthorization(authz.id, authz.status, { status: 'deactivated' })) ?? authz;
  } else if (authz.status === 'pending' && authz.expiresAt.getTime() <= now().getTime()) {
    authz = (await repo.updateAuthorization(authz.id, 'pending', { status: 'expired' })) ?? authz;
  }
  return { status: 200, body: await authorizationJson(ctx, authz) };
}

/** POST {} to a challenge: the portal checks it now (DCV engine) and answers its outcome. */
export async function challenge(ctx: AcmeContext, auth: Authenticated, id: string): Promise<AcmeAnswer> {
  const account = ctx.requireAccount(auth);
  let row = await ctx.repo.findChallenge(id);
  if (!row) throw notFound(`challenge ${id}`);
  const { authz, order } = await ownAuthorization(ctx, account, row.authorizationId);
  const respond = auth.payload !== null;
  if (respond && row.status === 'pending') {
    if (authz.status !== 'pending')
      throw new AcmeProblem('malformed', `the authorization is ${authz.status}`);
    if (order.status !== 'pending') throw new AcmeProblem('malformed', `the order is ${order.status}`);
    await ctx.usableOrder(account);
    row = await validateChallenge(ctx, account, row, authz, order);
  }
  return {
    status: 200,
    body: challengeJson(ctx, row),
    links: [`<${ctx.urls.authorization(authz.id)}>;rel="up"`],
  };
}
