// Audit entries of card-wallet captures: a top-up and an order payment, each once however often it is queried.
import type { AuditLogRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { okMsg, placeOrder } from '../../test/purchase.js';
import { payByWallet, queryPayment, topUp, walletSuite } from '../../test/wallet.js';

const wallet = walletSuite();

const entries = async (client: TestClient) =>
  okMsg<{ list: AuditLogRow[] }>(await client.get('/api/log?pageSize=100')).list;

describe('audit log: card wallet', () => {
  it('records a captured top-up and a captured order payment once each', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const topupId = await topUp(client, '25.5');
    await payByWallet(client, topupId);
    // Asked again (the page reloaded): still one entry.
    okMsg(await queryPayment(client, topupId));

    const orderId = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [orderId] } }),
    );
    await payByWallet(client, paymentId);
    okMsg(await queryPayment(client, paymentId));

    const money = (await entries(client)).filter(
      (r) => r.action === 'funds.topup' || r.action === 'payment.pay',
    );
    expect(money.map((r) => [r.action, r.activity])).toEqual([
      ['payment.pay', expect.stringMatching(new RegExp(`^Paid \\d+\\.\\d{2} USD for order ${orderId}$`))],
      ['funds.topup', 'Added 25.50 USD to the balance'],
    ]);
    expect(money.every((r) => r.message.includes('Channel: card wallet'))).toBe(true);
  });
});
