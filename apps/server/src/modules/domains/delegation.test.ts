// DCV delegation (issue 34, docs/domain/dcv-delegation.md) end to end on loopback: the portal's zone responder
// (DCV_DELEGATION_ZONE on a free port), the test DNS server holding the customers' zones with their CNAMEs and
// playing the resolver the portal asks (it forwards the delegation zone to the responder), and the calls through
// app.inject(). One app is enough for "every process answers the same": the responder reads the database only.
import {
  ErrorCode,
  type DelegationAnswer,
  type DelegationCheckAnswer,
  type DomainsAnswer,
  type OrderInfo,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  certificates,
  dcvChallenges,
  dcvDelegations,
  dcvZoneValues,
  reissues,
} from '../../db/schema/index.js';
import { createDnsResolver, type DnsResolver } from '../../integrations/dns/resolver.js';
import { DAY } from '../../lib/clock.js';
import { startDcvTestContext, type DcvTestContext } from '../../test/dcv-context.js';
import { createTestContext, signedInClient, type TestClient } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder, type PlaceOrderOptions } from '../../test/purchase.js';

const ZONE = 'dcv.portal.test';
const TARGET = new RegExp(`^[a-z2-7]{16}\\.${ZONE.replace(/\./g, '\\.')}$`);

let peers: DcvTestContext;
let resolver: DnsResolver;
beforeAll(async () => {
  peers = await startDcvTestContext({ dcvDelegation: { zone: ZONE, host: '127.0.0.1', port: 0 } });
  const responder = peers.ctx.app.portal.dnsZone.address;
  if (!responder) throw new Error('the zone responder did not start');
  peers.dns.forwardZone(ZONE, responder);
  resolver = createDnsResolver({ servers: [peers.dns.address], timeoutMs: 1000, tries: 1 });
});
afterAll(() => peers.close());

/** A domain of this test run's own (the PostgreSQL test database is shared with other files and runs). */
const domainFor = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.com`;

const delegate = async (client: TestClient, domain: string) =>
  okMsg<DelegationAnswer>(await client.post('/api/domains/delegation', { json: { domain } }));
const look = async (client: TestClient, domain: string) =>
  okMsg<DelegationCheckAnswer>(await client.get(`/api/domains/delegation?domain=${domain}`));
/** The customer creates the CNAME at their DNS host. */
const createCname = (name: string, target: string) => peers.dns.setRecords(name, { cname: target });

/** A customer with an active delegation of `domain`. */
async function delegatedCustomer(domain: string) {
  const { client, email } = await signedInClient(peers.ctx);
  const made = await delegate(client, domain);
  createCname(made.name, made.target);
  expect((await look(client, domain)).state).toBe('active');
  return { client, email, target: made.target };
}

/** The customer's order, placed, paid from a top-up and submitted (as test/dcv-context's submittedOrder). */
async function submittedOrderFor(client: TestClient, email: string, options: PlaceOrderOptions) {
  const id = await placeOrder(client, options);
  await creditFunds(peers.ctx, email, '10000.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  return id;
}

async function accountIdOf(email: string): Promise<number> {
  const [row] = await peers.ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

const zoneValues = () => peers.ctx.handle.db.select().from(dcvZoneValues);

describe('the delegation calls', () => {
  it('gives one CNAME to create, the same again when asked again, pending until the CNAME is found', async () => {
    const { client } = await signedInClient(peers.ctx);
    const domain = domainFor('calls');
    const made = await delegate(client, domain.toUpperCase());
    expect(made).toEqual({
      domain,
      name: `_dnsauth.${domain}`,
      acmeName: `_acme-challenge.${domain}`,
      target: expect.stringMatching(TARGET),
      state: 'pending',
      checkedAt: expect.any(String),
    });
    expect(await delegate(client, ` ${domain} `)).toMatchObject({ target: made.target, state: 'pending' });

    // Not there yet: found versus expected.
    const early = await look(client, domain);
    expect(early).toMatchObject({ state: 'pending', found: [], expected: made.target, failure: null });
    expect(early.problem).toBe(
      `No CNAME at _dnsauth.${domain}: create it pointing to ${made.target} (remove any TXT record there first: a name with a CNAME holds nothing else)`,
    );
    // The label exists in the zone (NODATA, no value now), so a resolver reaching it finds nothing, not an error.
    expect(await resolver.txt(made.target)).toEqual([]);

    createCname(made.name, 'somewhere.else.example.net');
    expect(await look(client, domain)).toMatchObject({
      state: 'pending',
      found: ['somewhere.else.example.net'],
      problem: `The CNAME at _dnsauth.${domain} points to somewhere.else.example.net, expected ${made.target}`,
    });

    createCname(made.name, made.target.toUpperCase());
    expect(await look(client, domain)).toMatchObject({
      state: 'active',
      found: [made.target],
      expected: made.target,
      problem: null,
    });
    // Asking again keeps the label and the state.
    expect(await delegate(client, domain)).toMatchObject({ target: made.target, state: 'active' });

    // The CNAME removed: back to pending at the next look.
    peers.dns.setRecords(made.name, {});
    expect((await look(client, domain)).state).toBe('pending');
  });

  it('answers in the caller language, and refuses names no certificate could carry', async () => {
    const { client } = await signedInClient(peers.ctx);
    const domain = domainFor('lang');
    await delegate(client, domain);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-CN' } }));
    expect((await look(client, domain)).problem).toContain(`_dnsauth.${domain} 没有 CNAME 记录`);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'en-US' } }));

    for (const [domain, message] of [
      ['*.wild.example.com', 'wildcard'],
      ['localhost', 'internal'],
      ['com', 'public suffix'],
      ['203.0.113.9', 'IP'],
      ['bad_name!.com', ''],
    ] as const) {
      const refused = await client.post('/api/domains/delegation', { json: { domain } });
      expect(refused.status, domain).toBe(422);
      expect(refused.body.code, domain).toBe(ErrorCode.domainInvalid);
      expect(refused.body.errors?.[0]?.field).toBe('domain');
      expect(refused.body.msg.toLowerCase()).toContain(message.toLowerCase());
    }
    const empty = await client.post('/api/domains/delegation', { json: { domain: '' } });
    expect(empty.status).toBe(400);
    // Nobody's delegation: 404.
    const unknown = await client.get(`/api/domains/delegation?domain=${domainFor('none')}`);
    expect(unknown.status).toBe(404);
  });

  it("keeps another account's delegation of the same domain apart: its own label, pending while the CNAME names the first", async () => {
    const domain = domainFor('shared');
    const first = await delegatedCustomer(domain);
    const { client: other } = await signedInClient(peers.ctx);
    const second = await delegate(other, domain);
    expect(second.target).not.toBe(first.target);
    expect(await look(other, domain)).toMatchObject({
      state: 'pending',
      found: [first.target],
      expected: second.target,
    });
    // The first account's delegation is untouched.
    expect((await look(first.client, domain)).state).toBe('active');
  });

  it('needs the CSRF header of a browser session, also on the GET (it records what it found)', async () => {
    const { client } = await signedInClient(peers.ctx);
    const domain = domainFor('csrf');
    const post = await client.post('/api/domains/delegation', { json: { domain }, csrf: false });
    expect(post.body.code).toBe(ErrorCode.csrf);
    await delegate(client, domain);
    const get = await client.get(`/api/domains/delegation?domain=${domain}`, { csrf: false });
    expect(get.body.code).toBe(ErrorCode.csrf);
  });

  it('stops answering for a removed delegation (NXDOMAIN), and a new one gets a new label', async () => {
    const domain = domainFor('removed');
    const { client, target } = await delegatedCustomer(domain);
    expect(await resolver.txt(target)).toEqual([]); // NODATA: the label exists
    const removed = await client.call('DELETE', `/api/domains/delegation?domain=${domain}`);
    expect(okMsg(removed)).toEqual({ domain, removed: true });
    // NXDOMAIN at the label: node reads it as "no record" too, so ask the responder directly.
    const dns2 = (await import('dns2')).default;
    const [host, port] = peers.ctx.app.portal.dnsZone.address!.split(':');
    const answer = await dns2.UDPClient({ dns: host!, port: Number(port) })(target, 'TXT');
    expect(answer.header.rcode).toBe(dns2.Packet.RCODE.NXDOMAIN);
    expect(okMsg(await client.call('DELETE', `/api/domains/delegation?domain=${domain}`))).toEqual({
      domain,
      removed: false,
    });
    const again = await delegate(client, domain);
    expect(again.target).not.toBe(target);
    expect(again.state).toBe('pending');
  });
});

describe('validation through the delegation', () => {
  it('validates an order with nothing published by hand, and removes the value after the check', async () => {
    const domain = domainFor('order');
    const { client, email } = await delegatedCustomer(domain);
    const id = await submittedOrderFor(client, email, { domains: `www.${domain}` });
    const passed = okMsg<{ status: number; domains: { domain: string; validated: number }[] }>(
      await client.get(`/api/order/authz/${id}`),
    );
    expect(passed).toMatchObject({ status: 3, domains: [{ domain: `www.${domain}`, validated: 1 }] });
    expect(await zoneValues()).toEqual([]);
    expect(await resolver.txt(`_dnsauth.${domain}`)).toEqual([]);

    const list = okMsg<DomainsAnswer>(await client.get('/api/domains')).list;
    expect(list).toEqual([
      {
        domain,
        mode: 'delegated',
        delegation: { domain, state: 'active', target: expect.stringMatching(TARGET) },
        connector: null,
        orders: 0,
        lastValidatedAt: null,
        reuseEndsAt: null,
        nextReissue: null,
        action: 'none',
      },
      {
        domain: `www.${domain}`,
        mode: 'delegated',
        delegation: { domain, state: 'active', target: expect.stringMatching(TARGET) },
        connector: null,
        orders: 1,
        lastValidatedAt: expect.any(String),
        reuseEndsAt: expect.any(String),
        // The one-year order renews its certificate; the delegation validates that renewal.
        nextReissue: {
          at: expect.any(String),
          orderId: id,
          needsValidation: expect.any(Boolean),
          needsCustomer: false,
        },
        action: 'none',
      },
    ]);
    const [row] = list.filter((r) => r.orders === 1);
    expect(Date.parse(row!.reuseEndsAt!)).toBeGreaterThan(Date.parse(row!.lastValidatedAt!));
  });

  it('validates a wildcard and its base domain (at the delegated parent)', async () => {
    const domain = domainFor('wild');
    const { client, email } = await delegatedCustomer(domain);
    const id = await submittedOrderFor(client, email, {
      shortName: 'PositiveDVWildcard',
      domains: `*.shop.${domain}, shop.${domain}`,
    });
    const passed = okMsg<{ status: number; domains: { validated: number }[] }>(
      await client.get(`/api/order/authz/${id}`),
    );
    expect(passed.status).toBe(3);
    expect(passed.domains).toHaveLength(2);
    expect(passed.domains.every((d) => d.validated === 1)).toBe(true);
  });

  it("never validates an account's order through another account's delegation", async () => {
    const domain = domainFor('foreign');
    await delegatedCustomer(domain);
    // Another account orders a name under it and even asks for a delegation of its own: its label is not the
    // one the CNAME names, so nothing it publishes is found, and its order waits for a value by hand.
    const { client: other, email } = await signedInClient(peers.ctx);
    await delegate(other, domain);
    const id = await submittedOrderFor(other, email, { domains: `shop.${domain}` });
    const early = await other.get(`/api/order/authz/${id}`);
    expect(early.body.code).toBe(ErrorCode.validationPending);
    expect(early.body.msg).toContain(`No TXT record at _dnsauth.shop.${domain}`);
    // Even if its delegation were taken for active (a stale state), what it publishes sits under its own label,
    // where the domain's CNAME does not lead: the check fails and the state is corrected.
    await peers.ctx.handle.db
      .update(dcvDelegations)
      .set({ state: 'active' })
      .where(and(eq(dcvDelegations.domain, domain), eq(dcvDelegations.accountId, await accountIdOf(email))));
    const stale = await other.get(`/api/order/authz/${id}`);
    expect(stale.body.code).toBe(ErrorCode.validationPending);
    expect(stale.body.msg).toContain(`No TXT record at _dnsauth.${domain}`);
    expect((await look(other, domain)).state).toBe('pending');
    expect(await zoneValues()).toEqual([]);
  });

  it('falls back to a value published by hand when the CNAME is gone (and the delegation turns pending)', async () => {
    const domain = domainFor('gone');
    const { client, email } = await delegatedCustomer(domain);
    const id = await submittedOrderFor(client, email, { domains: `api.${domain}` });
    peers.dns.setRecords(`_dnsauth.${domain}`, {});
    const [challenge] = await peers.ctx.handle.db
      .select()
      .from(dcvChallenges)
      .where(eq(dcvChallenges.orderId, id));
    peers.dns.setRecords(challenge!.authKey, { txt: [[challenge!.authValue]] });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    const list = okMsg<DomainsAnswer>(await client.get('/api/domains')).list;
    expect(list.find((r) => r.domain === domain)).toMatchObject({
      mode: 'manual',
      delegation: { state: 'pending' },
    });
  });

  it('turns a pending delegation active when a check finds its CNAME (no call needed)', async () => {
    const domain = domainFor('late');
    const { client, email } = await signedInClient(peers.ctx);
    const made = await delegate(client, domain);
    const id = await submittedOrderFor(client, email, { domains: domain });
    createCname(made.name, made.target);
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    expect((await delegate(client, domain)).state).toBe('active');
  });

  // Last in the file: it moves the app's clock a long way forward.
  it('revalidates a renewal after the reuse window by itself', async () => {
    const domain = domainFor('renew');
    const { client, email } = await delegatedCustomer(domain);
    const id = await submittedOrderFor(client, email, { domains: `renew.${domain}`, validity: 36 });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    const first = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail;
    const end = Date.parse(first.certEndTime);
    // 20 days before the certificate ends: the validation is far older than the reuse window allows.
    peers.ctx.clock.set(new Date(end - 20 * DAY));
    await peers.ctx.app.portal.renewals.renewDue();
    let [renewal] = await peers.ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id));
    expect(renewal).toMatchObject({ type: 'renewal', status: 1 });
    // Nobody publishes anything: the recheck job validates through the delegation and issues.
    await peers.ctx.app.portal.validation.recheckPending();
    [renewal] = await peers.ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id));
    expect(renewal!.status).toBe(3);
    const certs = await peers.ctx.handle.db.select().from(certificates).where(eq(certificates.orderId, id));
    expect(certs).toHaveLength(2);
    expect(await zoneValues()).toEqual([]);
  });
});

describe('with delegation off (no DCV_DELEGATION_ZONE)', () => {
  it('answers the calls with a clear refusal, and lists domains as validated by hand', async () => {
    const ctx = await createTestContext();
    try {
      expect(ctx.app.portal.dnsZone.address).toBeNull();
      const { client } = await signedInClient(ctx);
      for (const call of [
        () => client.post('/api/domains/delegation', { json: { domain: 'example.com' } }),
        () => client.get('/api/domains/delegation?domain=example.com'),
        () => client.call('DELETE', '/api/domains/delegation?domain=example.com'),
      ]) {
        const answer = await call();
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          code: ErrorCode.delegationDisabled,
          msg: 'DCV delegation is not enabled on this portal',
        });
      }
      expect(okMsg<DomainsAnswer>(await client.get('/api/domains'))).toEqual({ list: [] });
    } finally {
      await ctx.close();
    }
  });
});
