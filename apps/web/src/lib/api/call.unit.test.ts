import { ROUTES, type OrderInfo } from '@portal/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCall, type CallInput } from './call';
import { createApiClient } from './client';

function setup(msg: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ code: 0, msg }), { status: 200 });
    },
    getCookies: () => '',
    notifyError: () => undefined,
    translate: () => undefined,
    onNotLoggedIn: () => undefined,
    now: () => 5,
  });
  return { call: createCall(client), calls };
}

describe('call', () => {
  it('takes method and path from the table and fills the params', async () => {
    const { call, calls } = setup({ id: 7 });
    const info = await call(ROUTES.orderInfo, { params: { id: 7 } }, { silent: true });
    expectTypeOf(info).toEqualTypeOf<OrderInfo>();
    expect(calls[0]!.url).toBe('/api/order/info/7?_t=5');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('sends the query and the body as the entry has them', async () => {
    const { call, calls } = setup('pay-1');
    await call(ROUTES.paymentSubmit, { params: { paymentId: 'a b' }, query: { channel: 'paypal' } });
    expect(calls[0]!.url).toBe('/api/payment/submit/a%20b?channel=paypal');
    expect(calls[0]!.init.method).toBe('POST');
    await call(ROUTES.orderNoteDelete, { body: { orderID: 3 } }, { bodyType: 'form' });
    expect(calls[1]!.init.method).toBe('DELETE');
    expect(String(calls[1]!.init.body)).toBe('orderID=3');
    await call(ROUTES.isLogin);
    expect(calls[2]!.url).toBe('/api/islogin?_t=5');
  });

  it('types the input from the table', () => {
    expectTypeOf<CallInput<typeof ROUTES.isLogin>>().toEqualTypeOf<{
      params?: never;
      query?: never;
      body?: never;
    }>();
    expectTypeOf<CallInput<typeof ROUTES.orderInfo>['params']>().toEqualTypeOf<{ id: number | string }>();
    // @ts-expect-error: a route with path params needs them
    void (() => setup(null).call(ROUTES.orderInfo, {}));
    // @ts-expect-error: a file route has no typed answer
    void (() => setup(null).call(ROUTES.invoicePdf, { params: { id: 1 } }));
  });
});
