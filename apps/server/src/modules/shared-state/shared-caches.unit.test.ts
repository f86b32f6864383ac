// The poller's timing, proved with fake timers: a round starts every SHARED_CACHE_POLL_MS, so a change another
// process announced is seen by the end of the first round started after it. The integration tests
// (test/poll-rounds.ts) prove the other half on a real database: a change is visible once such a round has ended.
// Together: "one round ≤ 500 ms after a tick, two with one in flight, hence within a second" by construction.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSharedCaches, SHARED_CACHE_POLL_MS } from './shared-caches.js';

/** A database whose cache_versions the test sets; `reads` counts the poll rounds' reads, `gate` can hold one. */
function fakeDatabase() {
  const state = {
    rows: [] as { name: string; version: number }[],
    reads: 0,
    gate: undefined as Promise<void> | undefined,
    fail: false,
  };
  const db = {
    select: () => ({
      from: async () => {
        state.reads += 1;
        if (state.gate) await state.gate;
        if (state.fail) throw new Error('database away');
        return state.rows.map((row) => ({ ...row }));
      },
    }),
  } as unknown as Parameters<typeof createSharedCaches>[0];
  return { db, state };
}

const log = { error: vi.fn() };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('shared caches poller', () => {
  it(`starts a round every ${SHARED_CACHE_POLL_MS} ms`, async () => {
    const { db, state } = fakeDatabase();
    const caches = createSharedCaches(db);
    caches.start(log);
    try {
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS - 1);
      expect(state.reads).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(state.reads).toBe(1);
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS * 3);
      expect(state.reads).toBe(4);
    } finally {
      caches.stop();
    }
    await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS * 4);
    expect(state.reads).toBe(4);
  });

  it('drops a changed cache at the first tick after the change, and ends the round once its reload settled', async () => {
    const { db, state } = fakeDatabase();
    state.rows = [{ name: 'rates', version: 1 }];
    const caches = createSharedCaches(db);
    const dropped: string[] = [];
    let reloaded = false;
    caches.onChange('rates', () => {
      dropped.push('rates');
      return new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => (reloaded = true));
    });
    caches.onChange('catalogue', () => void dropped.push('catalogue'));
    await caches.poll(); // the first round learns the versions
    caches.start(log);
    try {
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS - 100);
      state.rows = [{ name: 'rates', version: 2 }];
      let ended = false;
      void caches.nextRound().then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(dropped).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(dropped).toEqual(['rates']);
      expect(ended).toBe(false); // the reload is still under way
      await vi.advanceTimersByTimeAsync(10);
      expect(reloaded).toBe(true);
      expect(ended).toBe(true);
      // Nothing moved since: the next rounds drop nothing.
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS * 2);
      expect(dropped).toEqual(['rates']);
    } finally {
      caches.stop();
    }
  });

  it('lets the round in flight at a change finish, and counts only the next one: two ticks at most', async () => {
    const { db, state } = fakeDatabase();
    const caches = createSharedCaches(db);
    const dropped: number[] = [];
    caches.onChange('settings', () => void dropped.push(Date.now()));
    await caches.poll();
    caches.start(log);
    try {
      let open!: () => void;
      state.gate = new Promise((resolve) => (open = resolve));
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS); // a slow round has read nothing yet
      expect(state.reads).toBe(2);
      const changedAt = Date.now();
      state.rows = [{ name: 'settings', version: 1 }];
      let ended = false;
      void caches.nextRound().then(() => (ended = true));
      // The slow round ends after the change; it may or may not see it, but it is not the round waited for.
      state.gate = undefined;
      open();
      await vi.advanceTimersByTimeAsync(0);
      expect(ended).toBe(false);
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS);
      expect(ended).toBe(true);
      expect(dropped).toHaveLength(1);
      expect(dropped[0]! - changedAt).toBeLessThanOrEqual(2 * SHARED_CACHE_POLL_MS);
    } finally {
      caches.stop();
    }
  });

  it('does not count a failed round: the wait carries over to the next one', async () => {
    const { db, state } = fakeDatabase();
    const caches = createSharedCaches(db);
    await caches.poll();
    const errors: unknown[] = [];
    caches.start({ error: (obj) => errors.push(obj) });
    try {
      state.fail = true;
      let ended = false;
      void caches.nextRound().then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS);
      expect(errors).toHaveLength(1);
      expect(ended).toBe(false);
      state.fail = false;
      await vi.advanceTimersByTimeAsync(SHARED_CACHE_POLL_MS);
      expect(ended).toBe(true);
    } finally {
      caches.stop();
    }
  });
});

/** A writer's database and its open transaction: the transaction's bump answers `bumped`; outside it, `committed`. */
function fakeWriter(bumped: number) {
  const state = { committed: bumped - 1, reads: 0 };
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          state.reads += 1;
          return [{ version: state.committed }];
        },
      }),
    }),
  } as unknown as Parameters<typeof createSharedCaches>[0];
  const tx = {
    insert: () => ({
      values: () => ({ onConflictDoUpdate: () => ({ returning: async () => [{ version: bumped }] }) }),
    }),
  } as unknown as Parameters<ReturnType<typeof createSharedCaches>['changed']>[1];
  return { db, tx, state };
}

describe('a change announced in a transaction', () => {
  it('is dropped in the writer at once and again when its commit is visible, without a poll round', async () => {
    const { db, tx, state } = fakeWriter(7);
    const caches = createSharedCaches(db);
    let drops = 0;
    caches.onChange('settings', () => void (drops += 1));
    await caches.changed('settings', tx);
    expect(drops).toBe(1);
    // Still open: a reload now would read the old rows, and the writer keeps watching.
    await vi.advanceTimersByTimeAsync(50);
    expect(drops).toBe(1);
    expect(state.reads).toBeGreaterThan(1);
    state.committed = 7;
    // The pauses between its reads grow (5, 10, 20 … 100 ms): the next read sees the commit.
    await vi.advanceTimersByTimeAsync(100);
    await caches.committedChanges();
    expect(drops).toBe(2);
  });

  it('watches only a cache someone holds, and ends its watch when the caches stop', async () => {
    const unheld = fakeWriter(2);
    await createSharedCaches(unheld.db).changed('settings', unheld.tx);
    await vi.advanceTimersByTimeAsync(500);
    expect(unheld.state.reads).toBe(0);

    const { db, tx, state } = fakeWriter(2);
    const caches = createSharedCaches(db);
    caches.onChange('settings', () => {});
    await caches.changed('settings', tx);
    await vi.advanceTimersByTimeAsync(50);
    caches.stop();
    await vi.advanceTimersByTimeAsync(200);
    const reads = state.reads;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.reads).toBe(reads);
    expect(reads).toBeLessThan(8);
  });

  it('gives up on a change that never becomes visible (rolled back): the poller has the rest', async () => {
    const { db, tx, state } = fakeWriter(3);
    const caches = createSharedCaches(db);
    let drops = 0;
    caches.onChange('rates', () => void (drops += 1));
    await caches.changed('rates', tx);
    const done = caches.committedChanges();
    await vi.advanceTimersByTimeAsync(2_100);
    await done;
    expect(drops).toBe(1);
    const reads = state.reads;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.reads).toBe(reads);
  });
});
