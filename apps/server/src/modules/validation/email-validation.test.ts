import { ErrorCode } from '@portal/contract';
import { translate } from '@portal/i18n';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createDcvChecker } from './create-dcv-checker.js';
import { TEST_ORGANIZATION } from '../../test/dcv-context.js';

let ctx: TestContext;
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  ctx = await createTestContext({
    dcvChecker: createDcvChecker({
      dnsServers: [dns.address],
      httpPort: 9,
      allowPrivateAddresses: true,
      caaIssuerDomains: ['portal.test'],
    }),
  });
});
afterAll(async () => {
  await ctx.close();
  await dns.close();
});

const approvalLink = (mail: string) => /http:\/\/portal\.test(\/api\/dcv\/approve\/[\w-]+)/.exec(mail)?.[1];

describe('email validation', () => {
  it('mails a single-use approval link; the page asks, only the confirmation approves, then it issues', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, {
      shortName: 'PositiveDVWildcard',
      domains: '*.mail-approve.com',
      authMethod: 'email',
      approverEmail: 'hostmaster@mail-approve.com',
    });
    await creditFunds(ctx, email, '500.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const mail = ctx.outbox().find((m) => m.includes('To: hostmaster@mail-approve.com'));
    expect(mail).toBeDefined();
    const path = approvalLink(mail!.replace(/=\r?\n/g, ''))!;
    expect(path).toBeDefined();

    const page = await ctx.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('May a certificate be issued for *.mail-approve.com?');
    // An HTML page under /api: its own strict policy, and the pages' headers (the URL holds the token).
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const early = await client.get(`/api/order/authz/${id}`);
    expect(early.body.code).toBe(ErrorCode.validationPending);
    expect(early.body.msg).toBe('Waiting for the approval link sent to hostmaster@mail-approve.com');

    const approved = await ctx.app.inject({ method: 'POST', url: path });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('is approved');
    // The order was already waiting (status 1): the approval issued it at once.
    const info = okMsg<{ orderDetail: { status: number } }>(await client.get(`/api/order/info/${id}`));
    expect(info.orderDetail.status).toBe(3);
    expect((await ctx.app.inject({ method: 'POST', url: path })).statusCode).toBe(404);
  });

  it('resends to another allowed address and the old link stops working', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, {
      domains: 'resend.mail-approve.com',
      authMethod: 'email',
      approverEmail: 'admin@mail-approve.com',
    });
    await creditFunds(ctx, email, '100.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const first = approvalLink(
      ctx
        .outbox()
        .filter((m) => m.includes('resend.mail-approve.com'))
        .at(-1)!
        .replace(/=\r?\n/g, ''),
    )!;
    const refused = await client.get(`/api/order/resend-dcv-email/${id}?email=ceo@mail-approve.com`);
    expect(refused.body.code).toBe(ErrorCode.invalidParams);
    okMsg(await client.get(`/api/order/resend-dcv-email/${id}?email=webmaster@mail-approve.com`));
    const mails = ctx.outbox().filter((m) => m.includes('resend.mail-approve.com'));
    expect(mails.at(-1)).toContain('To: webmaster@mail-approve.com');
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    // A few resends per hour and order: the approver's mailbox is not the customer's to flood.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.get(`/api/order/resend-dcv-email/${id}`)).status);
    expect(answers).toContain(429);
    const emails = okMsg<{ email_list: string[] }>(
      await client.get('/api/order/verify-email?domain=resend.mail-approve.com'),
    );
    expect(emails.email_list).toContain('postmaster@mail-approve.com');
  });
});

describe('changing validation while the order waits', () => {
  it('lists per-domain status, switches one name to another method and drops a failing name', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, {
      shortName: 'DigiCertOVSANs',
      domains: 'a.multi-dcv.com, b.multi-dcv.com, c.multi-dcv.com',
      extraCsrFields: TEST_ORGANIZATION,
    });
    await creditFunds(ctx, email, '5000.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const status = okMsg<{ dcv_list: { domain_name: string; dcv_status: string }[] }>(
      await client.get(`/api/order/multi-domain-dcvstatus/${id}`),
    );
    expect(status.dcv_list.map((d) => [d.domain_name, d.dcv_status])).toEqual([
      ['a.multi-dcv.com', 'pending'],
      ['b.multi-dcv.com', 'pending'],
      ['c.multi-dcv.com', 'pending'],
    ]);
    const switched = await client.put('/api/order/authMethod', {
      form: { orderID: String(id), authzMethod: 'http', domain: 'b.multi-dcv.com' },
    });
    expect(okMsg(switched)).toEqual({ domain: 'b.multi-dcv.com', authMethod: 'http' });
    const removeCn = await client.put(`/api/order/remove-domain/${id}?domain=a.multi-dcv.com`);
    expect(removeCn.body.msg).toBe('The common name cannot be removed from the order');
    okMsg(await client.put(`/api/order/remove-domain/${id}?domain=c.multi-dcv.com`));
    const after = okMsg<{ dcv_list: { domain_name: string; dcv_method: string }[] }>(
      await client.get(`/api/order/multi-domain-dcvstatus/${id}`),
    );
    expect(after.dcv_list).toEqual([
      { domain_name: 'a.multi-dcv.com', dcv_method: 'dns', dcv_status: 'pending' },
      { domain_name: 'b.multi-dcv.com', dcv_method: 'http', dcv_status: 'pending' },
    ]);
  });

  it('offers a name only the methods the one rule allows: code signing keeps e-mail (it switched to DNS before)', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { domains: 'codesign.multi-dcv.com' });
    await creditFunds(ctx, email, '5000.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    // The replacement reads the method rule from the order's product type: a code-signing order waiting.
    await ctx.handle.db.update(orders).set({ productType: 'CodeSign' }).where(eq(orders.id, id));
    const refused = await client.put('/api/order/authMethod', {
      form: { orderID: String(id), authzMethod: 'dns', domain: 'codesign.multi-dcv.com' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: translate('en', 'errors.dcvMethodNotAllowed', { method: 'dns', allowed: 'email' }),
    });
  });
});
