// The portal's RFC 8555 ACME server (docs/domain/acme-server.md): binds the use cases (accounts, new-order,
// authorizations and challenges, finalize) to one context. Accounts are bound by EAB to one issued order;
// new-order takes a subset of that order's names (pre-authorized where the order's DCV state covers them, else
// http-01 / dns-01 checked by the portal's DCV engine); finalize issues a reissue of the order with the client's
// CSR through the portal's own issuance, so the certificate is the order's current one. Every piece of state,
// nonces included, is in the database: any process on one PostgreSQL answers any request.
import { DAY } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';
import type { ServiceDeps } from '../../services.js';
import { accountOrders, keyChange, newAccount, updateAccount } from './acme-accounts.js';
import { authorization, challenge } from './acme-challenges.js';
import {
  createAcmeContext,
  NONCE_TTL_MS,
  PROCESSING_RETRY_SECONDS,
  type AcmeAnswer,
  type AcmeParts,
  type Authenticated,
} from './acme-context.js';
import { certificate, finalize } from './acme-finalize.js';
import { orderJson } from './acme-json.js';
import { newOrder } from './acme-new-order.js';
import { ownOrder } from './acme-own-orders.js';
import { AcmeProblem } from './acme-problem.js';

export { NONCE_TTL_MS, type AcmeAnswer, type Authenticated } from './acme-context.js';

export function createAcmeServerService(deps: ServiceDeps, parts: AcmeParts) {
  const ctx = createAcmeContext(deps, parts);
  const { repo, urls, now } = ctx;

  return {
    urls,
    authenticate: ctx.authenticate,

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

    newAccount: (auth: Authenticated) => newAccount(ctx, auth),
    account: (auth: Authenticated, id: number) => updateAccount(ctx, auth, id),
    accountOrders: (auth: Authenticated, id: number) => accountOrders(ctx, auth, id),
    keyChange: (auth: Authenticated) => keyChange(ctx, auth),
    newOrder: (auth: Authenticated) => newOrder(ctx, auth),

    async order(auth: Authenticated, id: string): Promise<AcmeAnswer> {
      const order = await ownOrder(ctx, ctx.requireAccount(auth), id);
      return {
        status: 200,
        body: await orderJson(ctx, order),
        location: urls.order(order.id),
        ...(order.status === 'processing' ? { retryAfter: PROCESSING_RETRY_SECONDS } : {}),
      };
    },

    authorization: (auth: Authenticated, id: string) => authorization(ctx, auth, id),
    challenge: (auth: Authenticated, id: string) => challenge(ctx, auth, id),
    finalize: (auth: Authenticated, id: string, ip: string) => finalize(ctx, auth, id, ip),
    certificate: (auth: Authenticated, id: string) => certificate(ctx, auth, id),

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
