import { CSRF_COOKIE, CSRF_HEADER, ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';

let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signedInClient(ctx));
  okMsg(
    await client.post('/api/event/create', {
      form: { shortName: 'RapidDV', productType: 'SSL', domainType: '1' },
    }),
  );
});
afterAll(() => ctx.close());

const upload = (url: string, contentType: string, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: client.jar.get(CSRF_COOKIE)!,
    },
  });

it('answers a multipart body without a boundary with 400, not 500', async () => {
  for (const url of ['/api/event/csr_info/save', '/api/order/reissue/1']) {
    const answer = await upload(url, 'multipart/form-data', 'csrFrom=newCSR');
    expect(answer.statusCode, url).toBe(400);
    expect(answer.json()).toMatchObject({ code: ErrorCode.invalidParams });
  }
  // A boundary the body does not use: nothing was sent, so the required field is missing.
  const other = await upload('/api/event/csr_info/save', 'multipart/form-data; boundary=zz', 'abc');
  expect(other.statusCode).toBe(400);
});
