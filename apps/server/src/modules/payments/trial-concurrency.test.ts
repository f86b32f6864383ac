import { ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { placeOrder } from '../../test/purchase.js';
import { MAX_RUNNING_TRIALS } from './payment-rules.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('starts at most the allowed number of trials when the requests arrive together', async () => {
  const { client } = await signedInClient(ctx);
  const ids: number[] = [];
  for (let i = 0; i < MAX_RUNNING_TRIALS + 3; i++)
    ids.push(await placeOrder(client, { domains: `t${i}.trial-race-test.com` }));
  const answers = await Promise.all(ids.map((id) => client.put(`/api/order/free_trial/${id}`)));
  expect(answers.filter((a) => a.body.code === 0)).toHaveLength(MAX_RUNNING_TRIALS);
  const refused = answers.filter((a) => a.body.code !== 0);
  expect(refused).toHaveLength(3);
  for (const answer of refused) {
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(ErrorCode.trialNotAllowed);
  }
});
