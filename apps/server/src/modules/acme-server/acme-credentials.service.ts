import { randomBytes } from 'node:crypto';
import {
  ACME_CREDENTIALS_PER_ORDER,
  type AcmeCredentialCreateAnswer,
  type AcmeCredentialRow,
  type AcmeCredentialsAnswer,
} from '@portal/contract';
import type { AcmeAccountRow, AcmeEabCredentialRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { randomToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import { findOwnedOrder } from '../orders/order-records.js';
import { acmeRefusalOf } from './acme-eligibility.js';
import { acmeUrls } from './acme-urls.js';
import { createAcmeServerRepository } from './acme-server.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The owner's ACME credentials (external account binding) for one order (docs/domain/acme-server.md): made for an
 * issued TLS order whose subscription runs, shown once (the HMAC key is kept sealed under SECRET_KEY, because the
 * ACME server must recover it to check a binding's MAC), listed without the key, revoked. The route guard
 * (`apiKeys.manage`) lets only the main account's browser session here (not sub-users, not API keys).
 */
export function createAcmeCredentialsService(
  deps: ServiceDeps,
  parts: { secretKey: string; cas: CaDirectory; audit: AuditService },
) {
  const repo = createAcmeServerRepository(deps.db);
  const box = createPrivateKeyBox(parts.secretKey);
  const urls = acmeUrls(deps.publicUrl);

  async function requireOrder(session: SessionContext, orderId: number) {
    const order = await findOwnedOrder(deps.db, orderId, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
    return order;
  }

  function rowOf(credential: AcmeEabCredentialRow, accounts: Map<number, AcmeAccountRow>): AcmeCredentialRow {
    const bound = credential.acmeAccountId === null ? undefined : accounts.get(credential.acmeAccountId);
    return {
      id: credential.id,
      orderID: credential.orderId,
      kid: credential.kid,
      createdAt: credential.createdAt.toISOString(),
      lastUsedAt: iso(credential.lastUsedAt),
      revokedAt: iso(credential.revokedAt),
      account:
        credential.acmeAccountId === null
          ? null
          : {
              url: urls.account(credential.acmeAccountId),
              // An account the clean-up removed was deactivated first.
              status: bound?.status ?? 'deactivated',
              createdAt: (bound?.createdAt ?? credential.createdAt).toISOString(),
            },
    };
  }

  async function rowsOf(credentials: AcmeEabCredentialRow[]) {
    const ids = credentials.flatMap((c) => (c.acmeAccountId === null ? [] : [c.acmeAccountId]));
    const accounts = new Map((await repo.accountsByIds(ids)).map((a) => [a.id, a]));
    return credentials.map((c) => rowOf(c, accounts));
  }

  return {
    async list(session: SessionContext, orderId: number): Promise<AcmeCredentialsAnswer> {
      const order = await requireOrder(session, orderId);
      return {
        directoryUrl: urls.directory,
        available: acmeRefusalOf(order, parts.cas, deps.clock.now()) === null,
        list: await rowsOf(await repo.credentialsOfOrder(order.id)),
      };
    },

    /** New credentials; the answer is the only time the HMAC key is shown. */
    async create(session: SessionContext, ip: string, orderId: number): Promise<AcmeCredentialCreateAnswer> {
      const order = await requireOrder(session, orderId);
      const refusal = acmeRefusalOf(order, parts.cas, deps.clock.now());
      if (refusal)
        throw new AppError('acmeOrderState', 'acme.errors.orderState', { id: order.id, reason: refusal });
      if ((await repo.countActiveCredentials(order.id)) >= ACME_CREDENTIALS_PER_ORDER)
        throw new AppError('acmeCredentialLimit', 'acme.errors.limit', { count: ACME_CREDENTIALS_PER_ORDER });
      const hmacKey = randomBytes(32).toString('base64url');
      const credential = await repo.insertCredential({
        accountId: order.accountId,
        orderId: order.id,
        kid: `eab_${randomToken(15)}`,
        hmacSealed: box.seal(hmacKey),
        createdBy: session.accountId,
        createdAt: deps.clock.now(),
      });
      await parts.audit.record(session, ip, 'acme.credentialCreate', {
        orderId: order.id,
        kid: credential.kid,
      });
      return { ...rowOf(credential, new Map()), directoryUrl: urls.directory, hmacKey };
    },

    /** Revoked credentials bind no new account, and the account bound through them is refused from then on. */
    async revoke(session: SessionContext, ip: string, id: number): Promise<AcmeCredentialRow> {
      const credential = await repo.findOwnedCredential(id, session.ownerAccountId);
      if (!credential) throw new AppError('notFound', 'acme.errors.credentialNotFound', { id });
      if (credential.revokedAt)
        throw new AppError('acmeCredentialRevoked', 'acme.errors.revoked', { kid: credential.kid });
      const revoked = await repo.revokeCredential(id, deps.clock.now());
      if (!revoked)
        throw new AppError('acmeCredentialRevoked', 'acme.errors.revoked', { kid: credential.kid });
      await parts.audit.record(session, ip, 'acme.credentialRevoke', {
        orderId: credential.orderId,
        kid: credential.kid,
      });
      const [row] = await rowsOf([revoked]);
      return row!;
    },

    /** The HMAC key of a credential (the ACME server's binding check). */
    hmacKeyOf: (credential: AcmeEabCredentialRow) =>
      Buffer.from(box.open(credential.hmacSealed), 'base64url'),
  };
}
export type AcmeCredentialsService = ReturnType<typeof createAcmeCredentialsService>;
