import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentSources } from '../../plugins/security-headers.js';
import { createPageSources } from './page-sources.js';
import type { SharedCacheName, SharedCaches } from './shared-caches.js';

/** Shared caches whose changes the test announces by hand. */
function fakeCaches() {
  const listeners = new Map<string, (() => void | Promise<unknown>)[]>();
  const caches = {
    onChange: (name: SharedCacheName, drop: () => void | Promise<unknown>) =>
      listeners.set(name, [...(listeners.get(name) ?? []), drop]),
  } as unknown as SharedCaches;
  /** Runs the listeners as a poll round does; resolves when the round would end (their reloads settled). */
  const announce = (name: SharedCacheName) =>
    Promise.allSettled((listeners.get(name) ?? []).map((drop) => drop()));
  return { caches, announce };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('page content sources', () => {
  it('loads at start, keeps one object until a watched change, and never waits on the request path', async () => {
    const { caches, announce } = fakeCaches();
    let script = 'https://a.example';
    const load = vi.fn(async (): Promise<ContentSources> => ({ script: [script] }));
    const sources = createPageSources({
      sharedCaches: caches,
      watch: ['settings'],
      load,
      log: { error: vi.fn() },
    });
    await sources.refresh();
    const first = sources.current();
    expect(first).toEqual({ script: ['https://a.example'] });
    expect(sources.current()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    script = 'https://b.example';
    void announce('rates');
    await flush();
    expect(sources.current()).toBe(first);
    void announce('settings');
    await flush();
    expect(sources.current()).toEqual({ script: ['https://b.example'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when a change arrives while a load runs (that load may have read the old value); the round ends after the new load', async () => {
    const { caches, announce } = fakeCaches();
    const answers: ((value: ContentSources) => void)[] = [];
    const load = vi.fn(() => new Promise<ContentSources>((resolve) => answers.push(resolve)));
    const sources = createPageSources({
      sharedCaches: caches,
      watch: ['advertisements'],
      load,
      log: { error: vi.fn() },
    });
    const started = sources.refresh();
    let roundEnded = false;
    void announce('advertisements').then(() => (roundEnded = true));
    await flush();
    answers[0]!({ img: ['https://old.example'] });
    await started;
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(roundEnded).toBe(false);
    answers[1]!({ img: ['https://new.example'] });
    await flush();
    expect(roundEnded).toBe(true);
    expect(sources.current()).toEqual({ img: ['https://new.example'] });
  });

  it('keeps the last value when a load fails, logs it and tries again a second later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { caches } = fakeCaches();
    const log = { error: vi.fn() };
    const load = vi.fn(async (): Promise<ContentSources> => {
      throw new Error('database away');
    });
    const sources = createPageSources({ sharedCaches: caches, watch: ['settings'], load, log });
    await sources.refresh();
    expect(sources.current()).toEqual({});
    expect(log.error).toHaveBeenCalledTimes(1);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1_001);
    load.mockResolvedValueOnce({ script: ['https://c.example'] });
    sources.current();
    await flush();
    expect(sources.current()).toEqual({ script: ['https://c.example'] });
  });
});
