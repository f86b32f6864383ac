// GET /metrics: Prometheus text for loopback callers (or with METRICS_TOKEN), with HTTP durations by route
// pattern, process metrics and the business counters; never the web app, never to anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../test/harness.js';
import { creditFunds, payByBalance, placeOrder } from '../test/purchase.js';

const scrape = async (ctx: TestContext, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/metrics', remoteAddress, headers });

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('/metrics without a token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ webRoot: undefined });
  });
  afterAll(() => ctx.close());

  it('answers loopback callers with route patterns, process metrics and business counters', async () => {
    const before = (await scrape(ctx)).body;
    const { client, email } = await signedInClient(ctx);
    await client.get('/api/islogin');
    await client.get('/api/order/info/987654321');
    const orderId = await placeOrder(client);
    await creditFunds(ctx, email, '100.00');
    expect((await payByBalance(client, orderId)).body.code).toBe(0);

    const answer = await scrape(ctx);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/islogin",status_code="200"}',
    );
    // One series per route pattern, not per order id.
    expect(text).toContain('route="/api/order/info/:id",status_code="404"');
    expect(text).not.toContain('987654321');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE portal_job_queue_depth gauge');
    expect(sample(text, 'portal_orders_created_total')).toBe(
      sample(before, 'portal_orders_created_total') + 1,
    );
    const paid = 'portal_payments_captured_total{channel="fund"}';
    expect(sample(text, paid)).toBe(sample(before, paid) + 1);
  });

  it('refuses other callers without saying more', async () => {
    const answer = await scrape(ctx, '203.0.113.9');
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('portal_');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  const token = 'a-metrics-token-0123456789';
  beforeAll(async () => {
    ctx = await createTestContext({ metricsToken: token });
  });
  afterAll(() => ctx.close());

  it('needs the bearer token from every caller, loopback included', async () => {
    expect((await scrape(ctx)).statusCode).toBe(401);
    expect(
      (await scrape(ctx, '127.0.0.1', { authorization: 'Bearer wrong-token-0123456789' })).statusCode,
    ).toBe(401);
    const answer = await scrape(ctx, '203.0.113.9', { authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('portal_http_request_duration_seconds');
  });
});
