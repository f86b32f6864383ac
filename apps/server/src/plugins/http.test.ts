import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, uniqueEmail, type TestContext } from '../test/harness.js';

let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))})`);
  ctx = await createTestContext({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('API framework', () => {
  it('answers unknown API routes with the envelope and 404', async () => {
    const res = await ctx.client().get('/api/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 1004, msg: 'This address does not exist' });
  });

  it('answers a malformed JSON body with 400 in the envelope, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1001, msg: 'The request body could not be read' });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(1011);
  });

  it('refuses an unknown content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(1012);
  });

  it('accepts JSON, form-encoded and multipart bodies alike', async () => {
    const email = uniqueEmail();
    const client = ctx.client();
    await client.post('/api/register', { json: { email, password: PASSWORD, confirm: PASSWORD } });
    const boundary = '----portal-test';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${PASSWORD}\r\n--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(res.json()).toEqual({ code: 0, msg: { email } });
  });

  it('sends security headers and a request id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/islogin',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(res.headers['x-request-id']).toBe('trace-42');
    // A JSON answer: nothing may run, frame or sniff it, nor embed it from another origin.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('trace-42');
    // A page (the storefront's 404 here) gets the pages' full set, with a generated request id.
    const page = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(String(page.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document built from the contract schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const path of [
      '/login',
      '/register',
      '/account/profile',
      '/contacts',
      '/enterprise',
      '/reset/{token}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/login']!.post!.requestBody)).toContain('password');
  });
});

describe('web app serving', () => {
  it('answers deep links with the app and real assets with their file', async () => {
    const deep = await ctx.app.inject({ method: 'GET', url: '/admin/order/list' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(1000);
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});
