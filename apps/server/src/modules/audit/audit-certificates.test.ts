// Audit entries of the certificate side: key and certificate downloads on every path, reissues, refunds.
import type { AuditLogRow } from '@portal/contract';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import type { TestClient, TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

let peers: DcvTestContext;
let ctx: TestContext;
let dns: DnsServer;
beforeAll(async () => {
  peers = await startDcvTestContext();
  ({ ctx, dns } = peers);
});
afterAll(() => peers.close());

const entries = async (client: TestClient) =>
  okMsg<{ list: AuditLogRow[] }>(await client.get('/api/log?pageSize=100')).list;

/** The entries added by `action`, oldest first. */
async function added(client: TestClient, action: () => Promise<unknown>): Promise<AuditLogRow[]> {
  const before = new Set((await entries(client)).map((r) => r.id));
  await action();
  return (await entries(client)).filter((r) => !before.has(r.id)).reverse();
}

describe('audit log: certificates, keys, reissues, refunds', () => {
  it('records every download path, the reissue and the refund application', async () => {
    const domain = `audit-${Date.now().toString(36)}.example.com`;
    const { client, email, id, info } = await submittedOrder(ctx, { domains: domain });
    for (const item of info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
    okMsg(await client.get(`/api/order/authz/${id}`));

    // order/cert carries the key the portal made: a view of the key.
    const certView = await added(client, async () => okMsg(await client.get(`/api/order/cert/${id}`)));
    expect(certView.map((r) => [r.action, r.activity])).toEqual([
      ['privateKey.view', `Viewed the private key of order ${id}`],
    ]);
    const { sha1 } = okMsg<{ sha1: string }>(await client.get(`/api/order/cert/${id}`));

    const download = await added(client, async () => {
      const file = await client.get(`/api/cert/download/${sha1}?serverType=Linux`);
      expect(file.status).toBe(200);
    });
    expect(download.map((r) => r.activity)).toEqual([`Downloaded the certificate of order ${id}`]);
    expect(download[0]!.message).toContain('With private key: yes');

    const exported = await added(client, async () =>
      okMsg(await client.get(`/api/key_manager/certs/export?ordersID=${id}`)),
    );
    expect(exported.map((r) => r.activity)).toEqual([
      `Exported the certificates and keys of orders ${id} to the key manager`,
    ]);

    const reissued = await added(client, async () =>
      okMsg(await client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } })),
    );
    expect(reissued.map((r) => r.action)).toEqual(['order.reissue']);
    expect(reissued[0]!.activity).toBe(`Asked to reissue order ${id} (${id}_1)`);
    const reissueCert = await added(client, async () =>
      okMsg(await client.get(`/api/order/reissue/cert/${id}_1`)),
    );
    // The old CSR keeps the key the portal made: the answer shows it again.
    expect(reissueCert.map((r) => r.activity)).toEqual([`Viewed the private key of reissue ${id}_1`]);

    // A paid order cancelled, then its refund applied for.
    const other = await placeOrder(client);
    await creditFunds(ctx, email, '100.00');
    okMsg(await payByBalance(client, other));
    const refund = await added(client, async () => {
      okMsg(await client.get(`/api/order/cancel/${other}`));
      okMsg(
        await client.post(`/api/payment/refund/${other}`, {
          form: { email: 'me@example.com', phone: '+1 555 0100', desc: 'Ordered the wrong product' },
        }),
      );
    });
    expect(refund.map((r) => r.activity)).toEqual([
      `Cancelled order ${other}`,
      `Applied for a refund of order ${other}`,
    ]);
    expect(refund.every((r) => r.email === email)).toBe(true);
  });
});
