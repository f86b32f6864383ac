// Orders through the HTTP API, as the web app's purchase wizard places and pays them.
import type { BenchClient } from './client.js';

export const BENCH_CONTACT = { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' };

/** The purchase wizard through HTTP: event → contact → CSR (online key) → key download → order (DNS, 1 year). */
export async function placeOrder(
  client: BenchClient,
  domain: string,
  keyAlgorithm: 'ECDSAP256' | 'RSA2048' = 'ECDSAP256',
): Promise<number> {
  await client.ok('POST', '/api/event/create', { json: { shortName: 'RapidDV' } });
  await client.ok('POST', '/api/event/contact_info/save', { json: BENCH_CONTACT });
  const csr = await client.ok<{ download?: boolean }>('POST', '/api/event/csr_info/save', {
    json: { csrFrom: 'online', domains: domain, keyAlgorithm },
  });
  if (csr.download !== false) {
    const key = await client.call('GET', '/api/event/private_key/download');
    if (key.status !== 200 || !key.text.includes('PRIVATE KEY'))
      throw new Error(`private key download answered ${key.status} ${key.text.slice(0, 200)}`);
  }
  const order = await client.ok<{ id: number }>('POST', '/api/event/order/create', {
    json: { authMethod: 'dns', validity: 12 },
  });
  return order.id;
}

/** One payment for `orderIds`, paid from the account balance. */
export async function payByBalance(client: BenchClient, orderIds: number[]): Promise<void> {
  const paymentId = await client.ok<string>('POST', '/api/orders/payment/create', {
    json: { ordersID: orderIds },
  });
  await client.ok('POST', `/api/payment/submit/${paymentId}?channel=fund`);
}
