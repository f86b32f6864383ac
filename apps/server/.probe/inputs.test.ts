import { afterAll, beforeAll, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext, type TestClient } from '../src/test/harness.js';
import { placeOrder } from '../src/test/purchase.js';

let ctx: TestContext;
let client: TestClient;
let orderId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signedInClient(ctx));
  orderId = await placeOrder(client);
});
afterAll(() => ctx.close());

const big = '99999999999999999999';
const urls = [
  `/api/order/commit?id=${big}`,
  `/api/order/commit?id=1e300`,
  `/api/order/commit?id=9007199254740993`,
  `/api/order/commit?id=0x10`,
  `/api/order/commit?id[]=1&id[]=2`,
  `/api/order/commit?id=1&id=2`,
  `/api/order/authInfo/${big}`,
  `/api/order/cancel/${big}`,
  `/api/order/caOrderID/${big}`,
  `/api/order/info/${big}`,
  `/api/order/detail/${big}`,
  `/api/order/detail/1?code[]=a`,
  `/api/order/reissue/list?orderID=${big}`,
  `/api/order/reissue/list?orderID=1e300`,
  `/api/order/reissue/detail/${big}_1`,
  `/api/order/reissue/detail/1_${big}`,
  `/api/order/reissue/detail/1_99999999999`,
  `/api/order/reissue/cert/${big}_${big}`,
  `/api/order/reissue/commit/${big}_1`,
  `/api/order/reissue/authInfo/1_${big}`,
  `/api/order/reissue/authz/${big}_1`,
  `/api/order/authz/${big}`,
  `/api/order/multi-domain-dcvstatus/${big}`,
  `/api/order/verify-email?domain=%E4%BE%8B%E5%AD%90.%E6%B5%8B%E8%AF%95`,
  `/api/order/verify-email?domain=${'a'.repeat(253)}`,
  `/api/order/verify-email?domain=..`,
  `/api/order/verify-email?domain=*.*`,
  `/api/order/resend-dcv-email/${big}`,
  `/api/certs?orderID=${big}`,
  `/api/certs?orderID=${big}_${big}`,
  `/api/certs?orderID=1_99999999999999999999999`,
  `/api/certs?beginTime=2020-99-99`,
  `/api/certs?page=99999999999999999999`,
  `/api/certs?page=1e300&pageSize=10`,
  `/api/certs?domain=%E4%BE%8B`,
  `/api/cert/download/${'a'.repeat(40)}?serverType=nginx`,
  `/api/products?page=99999999999999999999`,
  `/api/product/price?shortName=RapidDV&validity=${big}`,
  `/api/product/price?shortName=%00`,
  `/api/coupon/latest`,
  `/api/event/info`,
  `/api/event/approver_email`,
  `/api/event/private_key/download`,
];
it('probes GET inputs', async () => {
  for (const u of urls) {
    const r = await client.get(u);
    console.log(r.status, u, r.text.slice(0, 150));
  }
  for (const [m, u, body] of [
    ['POST', `/api/payment/submit/999999999999999999?channel=fund`, undefined],
    ['POST', `/api/orders/payment/create`, { ordersID: [big] }],
    ['POST', `/api/orders/payment/create`, { ordersID: big }],
    ['POST', `/api/orders/payment/create`, { reissueOrdersID: [`${big}_1`] }],
    ['POST', `/api/orders/payment/create`, { reissueOrdersID: `1_${big}` }],
    ['POST', `/api/orders/payment/create`, { ordersID: [orderId], code: 'x'.repeat(64) }],
    ['POST', `/api/orders/payment/create`, { ordersID: [orderId], masterCode: 'é' }],
    ['PUT', `/api/order/free_trial/${big}`, undefined],
    ['PUT', `/api/order/authMethod`, { orderID: big, authzMethod: 'dns', domain: 'a.com' }],
    ['PUT', `/api/order/remove-domain/${big}?domain=a.com`, undefined],
    ['PUT', `/api/order/remove-domain/${orderId}?domain=%E4%BE%8B%E5%AD%90.%E6%B5%8B%E8%AF%95`, undefined],
    ['POST', `/api/order/reissue/${big}`, { csrFrom: 'online', domains: 'a.com' }],
    ['POST', `/api/event/create`, { shortName: 'RapidDV', productType: 'SSL', domainType: big }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'online', domains: '例子.测试', keyAlgorithm: 'ECDSAP256' }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'online', domains: 'xn--fsqu00a.xn--0zwm56d', keyAlgorithm: 'ECDSAP256' }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'online', domains: 'xn--zz.com', keyAlgorithm: 'ECDSAP256' }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'online', domains: '\u0000.com', keyAlgorithm: 'ECDSAP256' }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'newCSR', csr: '-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----' }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'newCSR', csr: 'x'.repeat(900000) }],
    ['POST', `/api/event/csr_info/save`, { csrFrom: 'newCSR', csr: '-----BEGIN CERTIFICATE REQUEST-----\n' + 'QUJD'.repeat(200000) + '\n-----END CERTIFICATE REQUEST-----' }],
    ['POST', `/api/event/order/create`, { authMethod: 'dns', validity: big, currency: 'USD' }],
  ] as const) {
    const r = await client.call(m as 'POST', u, body === undefined ? {} : { json: body });
    console.log(r.status, m, u, JSON.stringify(body)?.slice(0, 80), r.text.slice(0, 150));
  }
});
