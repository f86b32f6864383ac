// "Where a domain is not delegated the customer is told, well before the next reissue, which names will need them
// and how to avoid it" (issue 34): GET domains answers the next reissue and what to do, and the
// domain-reissue-notices job mails (and writes as a letter) the names of a subscription's coming renewal that will
// need a validation by hand, 14 days before it, once, in the account's language.
import type { DelegationAnswer, DomainRow, DomainsAnswer } from '@portal/contract';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { certificates, dcvChallenges, letters } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { DAY, HOUR } from '../../lib/clock.js';
import { openFreshDatabase } from '../../test/database.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { recordingMailer } from '../../test/lifecycle.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';
import { REISSUE_NOTICE_DAYS } from './reissue-notices.js';

const ZONE = 'dcv.portal.test';

let dns: DnsServer;
let fresh: DatabaseHandle;
let ctx: TestContext;
const mail = recordingMailer();
beforeAll(async () => {
  dns = await startDnsServer();
  // A database of its own: the job looks at every account's subscriptions.
  fresh = await openFreshDatabase();
  await seedDatabase(fresh.db);
  ctx = await createTestContext(
    {
      mailer: mail.mailer,
      dcvChecker: createDcvChecker({
        dnsServers: [dns.address],
        httpPort: 9,
        allowPrivateAddresses: true,
        caaIssuerDomains: ['portal.test'],
      }),
      dcvDelegation: { zone: ZONE, host: '127.0.0.1', port: 0 },
    },
    fresh,
  );
  dns.forwardZone(ZONE, ctx.app.portal.dnsZone.address!);
  ctx.clock.set(new Date('2029-04-02T09:00:00Z'));
});
afterAll(async () => {
  await ctx?.close();
  await fresh?.close();
  await dns?.close();
});

const domainFor = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.com`;

/** An issued one-year order of `names`; validated by hand (the TXT values published) unless delegated. */
async function issuedOrder(client: TestClient, email: string, names: string, byHand: boolean) {
  const id = await placeOrder(client, { domains: names, validity: 12 });
  await creditFunds(ctx, email, '10000.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  if (byHand)
    for (const challenge of await ctx.handle.db
      .select()
      .from(dcvChallenges)
      .where(eq(dcvChallenges.orderId, id)))
      dns.setRecords(challenge.authKey, { txt: [[challenge.authValue]] });
  expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
  const [cert] = await ctx.handle.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.orderId, id), isNull(certificates.revokedAt)))
    .orderBy(asc(certificates.id));
  return { id, notAfter: cert!.notAfter };
}

const rowOf = async (client: TestClient, domain: string): Promise<DomainRow | undefined> =>
  okMsg<DomainsAnswer>(await client.get('/api/domains')).list.find((row) => row.domain === domain);

describe('the next reissue and the notice before it', () => {
  it('tells a manual customer which names the renewal will need, 14 days before, once, in their language', async () => {
    // A customer validating by hand, reading Traditional Chinese.
    const manual = await signedInClient(ctx);
    okMsg(await manual.client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    const manualDomain = domainFor('manual');
    const own = await issuedOrder(manual.client, manual.email, `${manualDomain}, www.${manualDomain}`, true);
    // A delegated customer: its renewal validates itself.
    const delegated = await signedInClient(ctx);
    const delegatedDomain = domainFor('delegated');
    const made = okMsg<DelegationAnswer>(
      await delegated.client.post('/api/domains/delegation', { json: { domain: delegatedDomain } }),
    );
    dns.setRecords(made.name, { cname: made.target });
    const theirs = await issuedOrder(delegated.client, delegated.email, delegatedDomain, false);

    // 47-day certificates under the 2029 rules: the renewal is made 30 days before the end, past the 10-day reuse.
    const renewalAt = new Date(own.notAfter.getTime() - 30 * DAY);
    expect(await rowOf(manual.client, manualDomain)).toMatchObject({
      mode: 'manual',
      nextReissue: {
        at: renewalAt.toISOString(),
        orderId: own.id,
        needsValidation: true,
        needsCustomer: true,
      },
      action: 'delegate',
    });
    expect(await rowOf(delegated.client, delegatedDomain)).toMatchObject({
      mode: 'delegated',
      nextReissue: {
        at: new Date(theirs.notAfter.getTime() - 30 * DAY).toISOString(),
        orderId: theirs.id,
        needsValidation: true,
        needsCustomer: false,
      },
      action: 'none',
    });

    // Earlier than 14 days before the renewal: nothing yet.
    expect(await ctx.app.portal.reissueNotices.sendDue()).toEqual({ sent: 0 });
    ctx.clock.set(new Date(renewalAt.getTime() - REISSUE_NOTICE_DAYS * DAY + HOUR));
    expect(await ctx.app.portal.reissueNotices.sendDue()).toEqual({ sent: 1 });
    const noticesTo = (email: string) =>
      mail.to(email).filter((m) => m.subject.includes('續簽時') || m.subject.includes('will need you'));
    const [notice, ...more] = noticesTo(manual.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(
      `訂單 #${own.id}：${renewalAt.toISOString().slice(0, 16).replace('T', ' ')} UTC 續簽時有 2 個網域需要您驗證`,
    );
    expect(notice!.text).toContain(`- ${manualDomain}\n- www.${manualDomain}`);
    expect(notice!.text).toContain('http://portal.test/admin/domains');
    expect(noticesTo(delegated.email)).toEqual([]);
    // Also the account's letter (the bell), once per order and certificate.
    const written = await ctx.handle.db
      .select()
      .from(letters)
      .where(
        eq(letters.dedupeKey, `domains:reissueNotice:${own.id}:${own.notAfter.toISOString().slice(0, 10)}`),
      );
    expect(written).toHaveLength(1);
    expect(written[0]!.title).toBe(notice!.subject);
    // Once: a second run (or another process's) sends nothing more.
    expect(await ctx.app.portal.reissueNotices.sendDue()).toEqual({ sent: 0 });
    expect(noticesTo(manual.email)).toHaveLength(1);
  });

  it('tells a customer whose delegation is pending (no CNAME found) to fix it', async () => {
    ctx.clock.set(new Date('2029-05-20T09:00:00Z'));
    const { client, email } = await signedInClient(ctx);
    const domain = domainFor('pending');
    okMsg(await client.post('/api/domains/delegation', { json: { domain } })); // no CNAME: pending
    const order = await issuedOrder(client, email, `shop.${domain}`, true);
    expect(await rowOf(client, `shop.${domain}`)).toMatchObject({
      mode: 'manual',
      delegation: { domain, state: 'pending' },
      nextReissue: { orderId: order.id, needsCustomer: true },
      action: 'fixDelegation',
    });
    // The delegated domain's own row has no order and no reissue.
    expect(await rowOf(client, domain)).toMatchObject({ nextReissue: null, action: 'fixDelegation' });
  });
});
