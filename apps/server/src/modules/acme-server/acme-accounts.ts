// ACME accounts (RFC 8555 7.3): new-account bound by EAB to one order's credentials, the account URL (read,
// contact, deactivate), its orders list, and key-change.
import {
  jwkThumbprint,
  parseJws,
  publicJwk,
  publicKeyOf,
  readExternalAccountBinding,
  verifyJwsSignature,
} from './jws.js';
import type { Jwk } from './jws.js';
import { findOrder } from '../orders/order-records.js';
import { isObject, type AcmeAnswer, type AcmeContext, type Authenticated } from './acme-context.js';
import { acmeRefusalOf } from './acme-eligibility.js';
import { accountJson } from './acme-json.js';
import { AcmeProblem } from './acme-problem.js';
import { createAcmeServerRepository } from './acme-server.repository.js';

const ACCOUNT_ORDERS_SHOWN = 100;
const MAILTO = /^mailto:[^\s@,]+@[^\s@,]+$/;

const badContact = (contact: unknown[]) => contact.some((c) => typeof c !== 'string' || !MAILTO.test(c));

/** new-account: EAB required; an existing key answers its account (200), onlyReturnExisting is honoured. */
export async function newAccount(ctx: AcmeContext, auth: Authenticated): Promise<AcmeAnswer> {
  const { deps, parts, repo, urls, now } = ctx;
  const payload = isObject(auth.payload) ? auth.payload : {};
  const thumbprint = jwkThumbprint(auth.jwk);
  publicKeyOf(auth.jwk);
  const existing = await repo.findAccountByThumbprint(thumbprint);
  if (existing) {
    if (existing.status !== 'valid') throw new AcmeProblem('unauthorized', 'the account is deactivated');
    return { status: 200, body: accountJson(ctx, existing), location: urls.account(existing.id) };
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
  if (badContact(contact)) throw new AcmeProblem('invalidContact', 'contacts must be mailto: addresses');
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
  return { status: 201, body: accountJson(ctx, account), location: urls.account(account.id) };
}

/** POST to the account URL: read (empty payload), update the contact, or deactivate. */
export async function updateAccount(ctx: AcmeContext, auth: Authenticated, id: number): Promise<AcmeAnswer> {
  const { repo, urls, now } = ctx;
  const account = ctx.requireAccount(auth);
  if (account.id !== id) throw new AcmeProblem('unauthorized', 'the kid is not this account');
  const payload = isObject(auth.payload) ? auth.payload : {};
  let row = account;
  if (payload.status === 'deactivated') {
    row = (await repo.updateAccount(account.id, { status: 'deactivated' }, now())) ?? account;
  } else if (payload.status !== undefined) {
    throw new AcmeProblem('malformed', 'an account can only be deactivated');
  }
  if (Array.isArray(payload.contact)) {
    if (badContact(payload.contact))
      throw new AcmeProblem('invalidContact', 'contacts must be mailto: addresses');
    row = (await repo.updateAccount(account.id, { contact: payload.contact as string[] }, now())) ?? row;
  }
  return { status: 200, body: accountJson(ctx, row), location: urls.account(row.id) };
}

export async function accountOrders(ctx: AcmeContext, auth: Authenticated, id: number): Promise<AcmeAnswer> {
  const account = ctx.requireAccount(auth);
  if (account.id !== id) throw new AcmeProblem('unauthorized', 'the kid is not this account');
  const list = await ctx.repo.ordersOfAccount(account.id, ACCOUNT_ORDERS_SHOWN);
  return {
    status: 200,
    body: { orders: list.filter((o) => o.status !== 'invalid').map((o) => ctx.urls.order(o.id)) },
  };
}

/** key-change (RFC 8555 7.3.5): the inner JWS, signed by the new key, names the account and its old key. */
export async function keyChange(ctx: AcmeContext, auth: Authenticated): Promise<AcmeAnswer> {
  const { repo, urls, now } = ctx;
  const account = ctx.requireAccount(auth);
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
  if (taken) throw new AcmeProblem('malformed', 'the new key is in use by another account', { status: 409 });
  const updated = await repo.updateAccount(
    account.id,
    { jwk: publicJwk(inner.header.jwk), thumbprint },
    now(),
  );
  return { status: 200, body: accountJson(ctx, updated ?? account), location: urls.account(account.id) };
}
