import { ORDER_STATUS, type AuthInfoItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { loadValidation, type ValidationCalls } from './loadValidation';

/** The wizard's calls with counters: order/authInfo answers 409 for an order with no validation to show. */
function counted(status: number, afterCommit: number = ORDER_STATUS.needAuth) {
  const calls = { status: 0, commit: 0, authInfo: 0 };
  const item = { domain: 'a.example' } as unknown as AuthInfoItem;
  const fake: ValidationCalls = {
    status: async () => {
      calls.status++;
      return status;
    },
    commit: async () => {
      calls.commit++;
      return { status: afterCommit };
    },
    authInfo: async () => {
      calls.authInfo++;
      if (status !== ORDER_STATUS.needAuth && status !== ORDER_STATUS.pending && calls.commit === 0)
        throw new Error('409: the order has no validation to show');
      return [item];
    },
  };
  return { calls, fake, item };
}

// Issue 31: no GET order/authInfo/{id} (and so no 409) for an order whose status has no validation to show.
describe('wizard step 2 loads the validation values only when there are some', () => {
  it('reads them for an order pending validation (0 or 1): one call', async () => {
    for (const status of [ORDER_STATUS.needAuth, ORDER_STATUS.pending]) {
      const { calls, fake, item } = counted(status);
      expect(await loadValidation(7, fake)).toEqual({ status, items: [item] });
      expect(calls).toEqual({ status: 1, commit: 0, authInfo: 1 });
    }
  });

  it('commits an order waiting submit first, then reads them', async () => {
    const { calls, fake } = counted(ORDER_STATUS.waitingSubmit);
    expect((await loadValidation(7, fake)).status).toBe(ORDER_STATUS.needAuth);
    expect(calls).toEqual({ status: 1, commit: 1, authInfo: 1 });
  });

  it('makes no authInfo call for an order that finished validation or is closed', async () => {
    for (const status of [2, 3, 4, 5, 6, 8, 9, 10, 11, 13]) {
      const { calls, fake } = counted(status);
      expect(await loadValidation(7, fake)).toEqual({ status, items: [] });
      expect(calls.authInfo, String(status)).toBe(0);
    }
  });

  it('makes no authInfo call when the commit issued the order at once', async () => {
    const { calls, fake } = counted(ORDER_STATUS.waitingSubmit, ORDER_STATUS.complete);
    expect(await loadValidation(7, fake)).toEqual({ status: ORDER_STATUS.complete, items: [] });
    expect(calls.authInfo).toBe(0);
  });
});
