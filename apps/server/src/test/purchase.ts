import type { CsrInfoAnswer, OrderPaymentDetail } from '@portal/contract';
import { expect } from 'vitest';
import type { TestClient, TestContext } from './harness.js';
import { createOperatorCommands } from '../modules/operator/commands.js';

export interface PlaceOrderOptions {
  shortName?: string;
  domains?: string;
  validity?: number;
  authMethod?: 'dns' | 'http' | 'email';
  approverEmail?: string;
  /** Upload this CSR instead of generating one online. */
  csr?: string;
  keyAlgorithm?: 'RSA2048' | 'ECDSAP256';
  extraCsrFields?: Record<string, string>;
}

/** Unwraps a successful envelope, failing the test with the server's answer otherwise. */
export function okMsg<T>(result: { status: number; body: { code: number; msg: T } }): T {
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 0 });
  return result.body.msg;
}

/** Walks the purchase wizard through HTTP: event → contact → CSR → (key download) → order. Returns the order id. */
export async function placeOrder(client: TestClient, options: PlaceOrderOptions = {}): Promise<number> {
  const shortName = options.shortName ?? 'RapidDV';
  okMsg(await client.post('/api/event/create', { form: { shortName, productType: 'SSL', domainType: '1' } }));
  okMsg(
    await client.post('/api/event/contact_info/save', {
      json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
    }),
  );
  const csrBody = options.csr
    ? {
        csrFrom: 'newCSR',
        csr: options.csr,
        domains: options.domains ?? '',
        postalCode: 'EC1A 1BB',
        streetAddress: '1 Example Street',
        ...options.extraCsrFields,
      }
    : {
        csrFrom: 'online',
        domains: options.domains ?? 'shop.example.com',
        keyAlgorithm: options.keyAlgorithm ?? 'ECDSAP256',
        ...options.extraCsrFields,
      };
  const saved = okMsg<CsrInfoAnswer>(await client.post('/api/event/csr_info/save', { json: csrBody }));
  if (saved.download) {
    const key = await client.get('/api/event/private_key/download');
    expect(key.status).toBe(200);
  }
  const created = okMsg<{ id: number }>(
    await client.post('/api/event/order/create', {
      json: {
        authMethod: options.authMethod ?? 'dns',
        validity: options.validity ?? 12,
        currency: 'USD',
        ...(options.approverEmail ? { approverEmail: options.approverEmail } : {}),
      },
    }),
  );
  return created.id;
}

export async function orderDetail(client: TestClient, id: number, query = ''): Promise<OrderPaymentDetail> {
  return okMsg<OrderPaymentDetail>(await client.get(`/api/order/detail/${id}${query}`));
}

/** Books an offline top-up through the operator command, as an operator would. */
export async function creditFunds(ctx: TestContext, email: string, amount: string): Promise<string> {
  const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
  return commands['funds:credit']!.run(['--email', email, '--amount', amount, '--note', 'test top-up']);
}

export async function payByBalance(
  client: TestClient,
  ordersID: number[] | number,
  extra: Record<string, string> = {},
) {
  const created = await client.post<string>('/api/orders/payment/create', {
    json: { ordersID: Array.isArray(ordersID) ? ordersID : [ordersID], ...extra },
  });
  if (created.body.code !== 0) return created;
  return client.post(`/api/payment/submit/${created.body.msg}?channel=fund`);
}
