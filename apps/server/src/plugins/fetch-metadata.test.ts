// The GET calls the spec opens as URLs (cert/download, event/private_key/download) answer a same-origin navigation
// with the session cookie alone; a request of another site, or one without Fetch Metadata, still needs the CSRF
// header. GET logout follows the same rule (CONTRACT.md, API conventions; docs/decisions.md).
import { ErrorCode, VISITOR_CODE_HEADER, type CsrInfoAnswer } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../test/dcv-context.js';
import { signedInClient, uniqueEmail, type CallResult, type TestClient } from '../test/harness.js';
import { okMsg } from '../test/purchase.js';

let peers: DcvTestContext;
let client: TestClient;
let id: number;
let sha1: string;

beforeAll(async () => {
  peers = await startDcvTestContext();
  const order = await submittedOrder(peers.ctx, { domains: 'nav.fetch-metadata-test.com' });
  for (const item of order.info) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  okMsg(await order.client.get(`/api/order/authz/${order.id}`));
  ({ client, id } = order);
  sha1 = okMsg<{ sha1: string }>(await client.get(`/api/order/cert/${id}`)).sha1;
}, 120_000);
afterAll(() => peers?.close());

/** A call without the CSRF header, with the Fetch Metadata a browser would send (`undefined`: none at all). */
function navigate(caller: TestClient, url: string, site: string | undefined) {
  return caller.get(url, { csrf: false, headers: site === undefined ? {} : { 'sec-fetch-site': site } });
}

function expectRefused(answer: CallResult, what: string) {
  expect(answer.status, what).toBe(403);
  expect(answer.body.code, what).toBe(ErrorCode.csrf);
  expect(answer.text, what).not.toContain('PRIVATE KEY');
}

describe('downloads the spec opens as URLs', () => {
  it('cert/download: a same-origin or user navigation with the cookie alone; never another site', async () => {
    const url = `/api/cert/download/${sha1}?serverType=Linux`;
    for (const site of ['same-origin', 'none']) {
      const file = await navigate(client, url, site);
      expect(file.status, site).toBe(200);
      expect(file.text, site).toContain('PRIVATE KEY');
      expect(String(file.headers['content-disposition']), site).toContain('attachment');
    }
    for (const site of ['cross-site', 'same-site', undefined])
      expectRefused(await navigate(client, url, site), `Sec-Fetch-Site ${site}`);
    // The script's way still works, whatever the metadata.
    const scripted = await client.get(url, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(scripted.status).toBe(200);
  });

  it('keeps order/cert (JSON with the key, fetched by a script) behind the header', async () => {
    expectRefused(await navigate(client, `/api/order/cert/${id}`, 'same-origin'), 'order/cert');
    expect((await client.get(`/api/order/cert/${id}`)).status).toBe(200);
  });

  it("event/private_key/download: a member's navigation, and a visitor's with the code in the URL", async () => {
    const { client: member } = await signedInClient(peers.ctx);
    okMsg(await member.post('/api/event/create', { json: { shortName: 'RapidDV' } }));
    okMsg(
      await member.post('/api/event/contact_info/save', {
        json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
      }),
    );
    okMsg<CsrInfoAnswer>(
      await member.post('/api/event/csr_info/save', {
        json: { csrFrom: 'online', domains: 'key.fetch-metadata-test.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    const url = '/api/event/private_key/download';
    for (const site of ['cross-site', 'same-site', undefined])
      expectRefused(await navigate(member, url, site), `member, Sec-Fetch-Site ${site}`);
    const key = await navigate(member, url, 'same-origin');
    expect(key.status).toBe(200);
    expect(key.text).toContain('-----BEGIN PRIVATE KEY-----');

    // A storefront visitor (no session): the code in the URL, its header replaced by a same-origin navigation.
    const visitor = peers.ctx.client();
    const { code } = okMsg<{ code: string }>(
      await visitor.post('/api/event/contact_info/save', {
        json: { product: 'RapidDV', email: uniqueEmail('visitor'), trial: false },
      }),
    );
    const withCode = { headers: { [VISITOR_CODE_HEADER]: code } };
    okMsg(
      await visitor.post(`/api/event/contact_info/save?code=${code}`, {
        ...withCode,
        json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
      }),
    );
    okMsg(
      await visitor.post(`/api/event/csr_info/save?code=${code}`, {
        ...withCode,
        json: { csrFrom: 'online', domains: 'visitor.fetch-metadata-test.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    const visitorUrl = `${url}?code=${encodeURIComponent(code)}`;
    for (const site of ['cross-site', 'same-site', undefined])
      expectRefused(await navigate(visitor, visitorUrl, site), `visitor, Sec-Fetch-Site ${site}`);
    const visitorKey = await navigate(visitor, visitorUrl, 'same-origin');
    expect(visitorKey.status).toBe(200);
    expect(visitorKey.text).toContain('-----BEGIN PRIVATE KEY-----');
  });
});

describe('GET logout', () => {
  it("refuses another site's request without the header: the user stays signed in", async () => {
    const { client: user } = await signedInClient(peers.ctx);
    for (const site of ['cross-site', 'same-site', undefined]) {
      expectRefused(await navigate(user, '/api/logout', site), `Sec-Fetch-Site ${site}`);
      expect(okMsg<boolean>(await user.get('/api/islogin')), `after Sec-Fetch-Site ${site}`).toBeTruthy();
    }
  });

  it('ends the session for a same-origin or user navigation, and for the page with the header', async () => {
    for (const logout of [
      (user: TestClient) => navigate(user, '/api/logout', 'same-origin'),
      (user: TestClient) => navigate(user, '/api/logout', 'none'),
      (user: TestClient) => user.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } }),
    ]) {
      const { client: user } = await signedInClient(peers.ctx);
      const cookie = [...user.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      expect(okMsg<boolean>(await logout(user))).toBe(true);
      // The old cookie no longer signs anyone in.
      const replayed = await peers.ctx.app.inject({ url: '/api/account/profile', headers: { cookie } });
      expect(replayed.statusCode).toBe(401);
    }
  });

  it('answers a visitor without a session as before', async () => {
    expect(okMsg<boolean>(await navigate(peers.ctx.client(), '/api/logout', 'cross-site'))).toBe(true);
  });
});
