import { ErrorCode, type CertRow, type ListAnswer } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../lib/clock.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import type { TestClient } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';

let peers: DcvTestContext;
let client: TestClient;
let id: number;
let sha1: string;
beforeAll(async () => {
  peers = await startDcvTestContext();
  const { ctx, dns } = peers;
  // Midday: the certificate's back-dated start stays on the same calendar day as the clock.
  const noon = ctx.clock.now();
  noon.setUTCHours(12, 0, 0, 0);
  ctx.clock.set(noon);
  const order = await submittedOrder(ctx, { domains: 'list.certs-query-test.com' });
  for (const item of order.info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  okMsg(await order.client.get(`/api/order/authz/${order.id}`));
  ({ client, id } = order);
  sha1 = okMsg<{ sha1: string }>(await client.get(`/api/order/cert/${id}`)).sha1;
});
afterAll(() => peers.close());

const day = (offsetDays: number) =>
  new Date(peers.ctx.clock.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const listed = async (query: string) =>
  okMsg<ListAnswer<CertRow>>(await client.get(`/api/certs?${query}`)).list.map((c) => c.sha1);

describe('certs list filters', () => {
  it('filters by a start day alone, an end day alone, or both', async () => {
    expect(await listed(`beginTime=${day(0)}`)).toEqual([sha1]);
    expect(await listed(`beginTime=${day(1)}`)).toEqual([]);
    expect(await listed(`endTime=${day(0)}`)).toEqual([sha1]);
    expect(await listed(`endTime=${day(-1)}`)).toEqual([]);
    expect(await listed(`beginTime=${day(-1)}&endTime=${day(0)}`)).toEqual([sha1]);
    expect(await listed('beginTime=0001-01-01&endTime=9999-12-31')).toEqual([sha1]);
  });

  it('answers an order id no order can have with an empty list, and an impossible day with 400', async () => {
    expect(await listed(`orderID=${id}`)).toEqual([sha1]);
    expect(await listed('orderID=99999999999999999999')).toEqual([]);
    expect(await listed('orderID=99999999999999999999_99999999999999999999')).toEqual([]);
    expect(await listed('orderID=0')).toEqual([]);
    for (const query of ['beginTime=2024-99-99', 'endTime=2024-02-31', 'beginTime=0000-01-01']) {
      const answer = await client.get(`/api/certs?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.invalidParams);
      expect(answer.body.errors?.[0]?.field).toBe(query.split('=')[0]);
    }
  });
});

describe('key material needs the CSRF header', () => {
  it('refuses cert/download and an issued reissue detail without it', async () => {
    const url = `/api/cert/download/${sha1}?serverType=Linux`;
    const forged = await client.get(url, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(ErrorCode.csrf);
    const file = await client.get(url);
    expect(file.status).toBe(200);
    expect(file.text).toContain('PRIVATE KEY');

    const reissue = okMsg<{ id: string; status: number }>(
      await client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } }),
    );
    expect(reissue.status).toBe(3);
    const detailUrl = `/api/order/reissue/detail/${reissue.id}`;
    expect((await client.get(detailUrl, { csrf: false })).body.code).toBe(ErrorCode.csrf);
    const detail = okMsg<{ certDetail: { key: string } | null }>(await client.get(detailUrl));
    expect(detail.certDetail?.key).toContain('PRIVATE KEY');
  });
});
