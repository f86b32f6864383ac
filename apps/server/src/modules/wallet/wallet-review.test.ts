import { ErrorCode, type ActivityAnswer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.js';
import type { PayPalEmulator } from '../../../../../e2e/src/paypal-emulator.js';
import { makeSubUser } from '../../test/books.js';
import { signedInClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import {
  createWalletTestContext,
  deliverNotification,
  queryPayment,
  submitToWallet,
  topUp,
} from '../../test/wallet.js';

let ctx: TestContext;
let emulator: PayPalEmulator;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, emulator, close } = await createWalletTestContext());
});
afterAll(() => close());

async function paymentRow(id: string) {
  const [row] = await ctx.handle.db
    .select()
    .from(payments)
    .where(eq(payments.id, Number(id)));
  return row!;
}

describe('payment/query captures money', () => {
  it('needs the CSRF header like every state-changing call', async () => {
    const { client } = await signedInClient(ctx);
    const paymentId = await topUp(client, '12.00');
    const submitted = await submitToWallet(client, paymentId);
    emulator.approve(submitted.payID!);
    const forged = await client.get(`/api/payment/query/${paymentId}?payID=${submitted.payID}`, {
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(ErrorCode.csrf);
    expect(emulator.orders.get(submitted.payID!)!.status).toBe('APPROVED');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'unpaid', providerRef: null });
    // The web app sends the header: the same call captures.
    expect(okMsg(await queryPayment(client, paymentId, submitted.payID))).toMatchObject({ status: 'paid' });
  });

  it('is refused to role sale (it pays, and answers the balance)', async () => {
    const owner = await signedInClient(ctx);
    const seller = await signedInClient(ctx);
    const paymentId = await topUp(owner.client, '15.00');
    const submitted = await submitToWallet(owner.client, paymentId);
    emulator.approve(submitted.payID!);
    await makeSubUser(ctx, seller.client, seller.email, owner.email, 'sale');
    const refused = await queryPayment(seller.client, paymentId, submitted.payID);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.forbidden);
    expect(JSON.stringify(refused.body)).not.toContain('funds');
    expect(emulator.orders.get(submitted.payID!)!.status).toBe('APPROVED');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'unpaid' });
  });
});

describe('money credited instead of paying its orders', () => {
  it('shows in the account activity, so the running balance matches the ledger', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [id] } }),
    );
    const submitted = await submitToWallet(client, paymentId);
    emulator.approve(submitted.payID!);
    emulator.capture(submitted.payID!);
    // Meanwhile the order was paid from the balance in another tab.
    await creditFunds(ctx, email, '59.00');
    okMsg(await payByBalance(client, id));
    const delivery = emulator.notification('PAYMENT.CAPTURE.COMPLETED', submitted.payID!);
    expect((await deliverNotification(ctx, delivery)).body.msg).toMatchObject({ outcome: 'applied' });

    const activity = okMsg<ActivityAnswer>(await client.get('/api/payments'));
    expect(activity.funds).toBe('$59.00');
    expect(activity.list[0]).toMatchObject({
      type: 'addFunds',
      channel: 'paypal',
      totalAmount: 59,
      currentAmount: 59,
    });
    const signed = activity.list.reduce(
      (sum, row) => sum + (row.type === 'purchase' ? -1 : 1) * row.totalAmount,
      0,
    );
    expect(signed).toBe(59);
    // The payment it was meant for stays closed with its capture, and the query says where the money went.
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'cancelled',
      providerRef: expect.any(String),
    });
    expect(okMsg(await queryPayment(client, paymentId))).toMatchObject({
      status: 'credited',
      funds: '59.00',
    });
  });
});
