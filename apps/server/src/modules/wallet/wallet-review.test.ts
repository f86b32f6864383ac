import { ErrorCode, type ActivityAnswer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, payments, providerEvents } from '../../db/schema/index.js';
import type { PayPalEmulator } from '@portal/test-doubles/paypal-emulator';
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
/** The app's log lines (pino JSON). */
const logLines: string[] = [];
/** Calls whose path starts with this reach the emulator, but the adapter reads a malformed success answer. */
let malformNext: string | undefined;
const MALFORMED_DEBUG_ID = 'f00dfeed42abc';

/** The emulator as seen through a network that mangles one answer on request (PayPal misbehaving). */
const mangling: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  if (!malformNext || !path.startsWith(malformNext)) return response;
  malformNext = undefined;
  // The call did happen at the provider; only its answer is not what the documentation promises.
  return new Response(JSON.stringify({ id: 42, purchase_units: 'none' }), {
    status: 200,
    headers: { 'content-type': 'application/json', 'paypal-debug-id': MALFORMED_DEBUG_ID },
  });
};

beforeAll(async () => {
  ({ ctx, emulator, close } = await createWalletTestContext(
    { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
    { fetch: mangling },
  ));
});
afterAll(() => close());

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

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

describe('the provider misbehaving', () => {
  it('answers a malformed success answer like an outage (try later), logged with its debug id', async () => {
    const { client, email } = await signedInClient(ctx);
    const paymentId = await topUp(client, '21.00');
    malformNext = '/v2/checkout/orders';
    const submit = await client.post(`/api/payment/submit/${paymentId}?channel=paypal`);
    expect(submit.status).toBe(409);
    expect(submit.body).toMatchObject({
      code: ErrorCode.paymentUnavailable,
      msg: 'The card wallet cannot be reached right now; please try again in a few minutes',
    });
    expect(logged().find((l) => l.debugId === MALFORMED_DEBUG_ID)).toMatchObject({
      kind: 'unavailable',
      detail: expect.stringContaining('malformed'),
    });

    // The capture itself went through at the provider; only its answer was mangled.
    const submitted = await submitToWallet(client, paymentId);
    emulator.approve(submitted.payID!);
    malformNext = `/v2/checkout/orders/${submitted.payID}/capture`;
    const query = await queryPayment(client, paymentId, submitted.payID);
    expect(query.status).toBe(409);
    expect(query.body.code).toBe(ErrorCode.paymentUnavailable);
    expect(emulator.orders.get(submitted.payID!)!.status).toBe('COMPLETED');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'unpaid', providerRef: null });
    // Asked again, the capture made before is read and applied once.
    expect(okMsg(await queryPayment(client, paymentId, submitted.payID))).toMatchObject({
      status: 'paid',
      funds: '21.00',
    });
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account!.balanceCents).toBe(2100);
  });

  it('refuses a notification whose verification the provider rejects (4xx): 400, nothing applied, logged', async () => {
    const { client } = await signedInClient(ctx);
    const paymentId = await topUp(client, '9.00');
    const submitted = await submitToWallet(client, paymentId);
    emulator.approve(submitted.payID!);
    emulator.capture(submitted.payID!);
    const delivery = emulator.notification('PAYMENT.CAPTURE.COMPLETED', submitted.payID!);
    const eventId = (JSON.parse(delivery.rawBody) as { id: string }).id;
    emulator.failNext('/v1/notifications/verify-webhook-signature', 1, 400);
    const refused = await deliverNotification(ctx, delivery);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: ErrorCode.webhookUnverified,
      msg: 'The notification could not be verified and was ignored',
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'unpaid', providerRef: null });
    expect(
      await ctx.handle.db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId)),
    ).toEqual([]);
    expect(
      logged().find(
        (l) =>
          l.msg === 'card-wallet notification failed verification: ignored' &&
          l.transmission === delivery.headers['paypal-transmission-id'],
      ),
    ).toMatchObject({ debugId: expect.any(String), reason: expect.stringContaining('refused') });
    // Delivered again once the provider verifies it: applied.
    expect((await deliverNotification(ctx, delivery)).body.msg).toMatchObject({ outcome: 'applied' });
  });
});
