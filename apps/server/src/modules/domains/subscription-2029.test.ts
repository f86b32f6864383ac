// The subscription story under the 2029 rules (issue 34): from 2029-03-15 a TLS certificate lives at most 47 days
// and a domain validation is reused for at most 10 days, so every renewal of a subscription needs a fresh
// validation. With the domain delegated once, the clock is moved across several certificates and every renewal
// is validated, issued and delivered (the delivery token answers each new certificate) with no customer action.
import { ErrorCode, type DelegationAnswer } from '@portal/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { certificates, dcvZoneValues, reissues } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { DAY, HOUR } from '../../lib/clock.js';
import { x509 } from '../../lib/pki/crypto-provider.js';
import { startDcvTestContext, type DcvTestContext } from '../../test/dcv-context.js';
import { openFreshDatabase } from '../../test/database.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder, type PlaceOrderOptions } from '../../test/purchase.js';

const ZONE = 'dcv.portal.test';
const START_2029 = new Date('2029-04-02T09:00:00Z');

let peers: DcvTestContext;
let fresh: DatabaseHandle;
beforeAll(async () => {
  // A database of its own: the renewal job takes the orders whose certificates end first, and a shared
  // PostgreSQL test database holds other files' orders ending years before these.
  fresh = await openFreshDatabase();
  await seedDatabase(fresh.db);
  peers = await startDcvTestContext({ dcvDelegation: { zone: ZONE, host: '127.0.0.1', port: 0 } }, fresh);
  peers.dns.forwardZone(ZONE, peers.ctx.app.portal.dnsZone.address!);
  // Everything of this file happens under the 2029 rules.
  peers.ctx.clock.set(START_2029);
});
afterAll(async () => {
  await peers?.close();
  await fresh?.close();
});

const domainFor = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.com`;

async function delegatedCustomer(domain: string) {
  const { client, email } = await signedInClient(peers.ctx);
  const made = okMsg<DelegationAnswer>(await client.post('/api/domains/delegation', { json: { domain } }));
  peers.dns.setRecords(made.name, { cname: made.target });
  return { client, email, target: made.target };
}

async function submittedOrderFor(client: TestClient, email: string, options: PlaceOrderOptions) {
  const id = await placeOrder(client, options);
  await creditFunds(peers.ctx, email, '10000.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  return id;
}

/** The order's certificates, oldest first. */
const certificatesOf = (orderId: number) =>
  peers.ctx.handle.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.orderId, orderId), isNull(certificates.revokedAt)))
    .orderBy(asc(certificates.id));

/** What a server fetching with the delivery token gets (no session: only the token). */
async function delivered(orderId: number, token: string): Promise<string> {
  const answer = await peers.ctx.app.inject({
    method: 'GET',
    url: `/api/deliver/${orderId}/pem`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

const lifetimeDays = (pem: string) => {
  const cert = new x509.X509Certificate(pem);
  return (cert.notAfter.getTime() - cert.notBefore.getTime()) / DAY;
};

describe('a delegated subscription under the 2029 rules (47-day certificates, 10-day reuse)', () => {
  it('renews across several certificates, each validated, issued and delivered by itself', async () => {
    const domain = domainFor('sub2029');
    const { client, email } = await delegatedCustomer(domain);
    const id = await submittedOrderFor(client, email, {
      shortName: 'PositiveDVWildcard',
      domains: `*.${domain}, ${domain}`,
      validity: 12,
    });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    const token = okMsg<{ token: string }>(
      await client.post('/api/order/delivery_token', {
        json: { orderID: id, name: 'web01', includeKey: false },
      }),
    ).token;

    let [current] = await certificatesOf(id);
    expect(lifetimeDays(current!.certificatePem)).toBeLessThanOrEqual(47);
    expect(await delivered(id, token)).toContain(current!.certificatePem.trim().split('\n')[1]);

    const RENEWALS = 4;
    for (let n = 1; n <= RENEWALS; n += 1) {
      // The renewal is made 30 days before the current certificate ends: 17 days after it was issued, past the
      // 10-day reuse, so its two names must be validated again.
      peers.ctx.clock.set(new Date(current!.notAfter.getTime() - 30 * DAY + HOUR));
      await peers.ctx.app.portal.renewals.renewDue();
      const renewal = (await peers.ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id))).at(
        -1,
      );
      expect(renewal, `renewal ${n}`).toMatchObject({ type: 'renewal', status: 1 });
      // Nobody publishes anything: the recheck job validates through the delegation, then issues.
      await peers.ctx.app.portal.validation.recheckPending();
      const [after] = await peers.ctx.handle.db.select().from(reissues).where(eq(reissues.id, renewal!.id));
      expect(after!.status, `renewal ${n}`).toBe(3);
      const all = await certificatesOf(id);
      expect(all).toHaveLength(n + 1);
      const next = all.at(-1)!;
      expect(next.notBefore.getTime()).toBeGreaterThanOrEqual(peers.ctx.clock.now().getTime() - DAY);
      expect(lifetimeDays(next.certificatePem)).toBeLessThanOrEqual(47);
      expect(
        new x509.X509Certificate(next.certificatePem)
          .getExtension(x509.SubjectAlternativeNameExtension)!
          .names.toJSON()
          .map((name) => name.value)
          .sort(),
      ).toEqual([`*.${domain}`, domain].sort());
      // The server's next fetch gets the new certificate.
      const pem = await delivered(id, token);
      expect(pem).toContain(next.certificatePem.trim().split('\n')[1]);
      expect(pem).not.toContain(current!.certificatePem.trim().split('\n')[1]);
      current = next;
    }
    // Nothing of the checks stays in the zone.
    const label = (await peers.ctx.handle.db.select().from(dcvZoneValues)).filter((row) =>
      row.owner.startsWith('dcv_challenge:'),
    );
    expect(label.filter((row) => row.expiresAt > peers.ctx.clock.now())).toEqual([]);
  }, 120_000);

  it('refuses to validate another account\u2019s delegated domain for an account that publishes its own label', async () => {
    peers.ctx.clock.set(START_2029);
    const domain = domainFor('foreign2029');
    await delegatedCustomer(domain);
    const { client: other, email } = await signedInClient(peers.ctx);
    okMsg(await other.post('/api/domains/delegation', { json: { domain } }));
    const id = await submittedOrderFor(other, email, { domains: `www.${domain}` });
    const refused = await other.get(`/api/order/authz/${id}`);
    expect(refused.body.code).toBe(ErrorCode.validationPending);
    expect(refused.body.msg).toContain(`No TXT record at _dnsauth.www.${domain}`);
  });
});
