// @vitest-environment jsdom
import { signedInPageData } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileOf } from '../test/fixtures';
import { prefetchProfile, prefetchRows } from './prefetch';

afterEach(() => vi.restoreAllMocks());

const answer = (msg: unknown) =>
  new Response(JSON.stringify({ code: 0, msg }), { headers: { 'content-type': 'application/json' } });

/** The URLs the app fetches, answered as the server would (the profile, or an empty list). */
function recordFetches(): string[] {
  const asked: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    asked.push(url);
    return url.startsWith('/api/account/profile')
      ? answer(profileOf('main'))
      : answer({ list: [], total: 0 });
  });
  return asked;
}

describe('the start-up prefetch of a full page load', () => {
  it('asks exactly the calls index.html hints, so the browser hands over the hinted answers', async () => {
    const asked = recordFetches();
    const profile = await prefetchProfile();
    expect(profile).toBeDefined();
    await prefetchRows('/admin/order/list', '', profile!);
    expect(asked).toEqual(signedInPageData('/admin/order/list', ''));
  });

  it('keeps the cache-busting parameter on a call the server does not hint (a filtered list)', async () => {
    const asked = recordFetches();
    const profile = await prefetchProfile();
    await prefetchRows('/admin/order/list', '?tag=needPay', profile!);
    const rows = asked.filter((url) => url.startsWith('/api/orders'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('tag=needPay');
    expect(rows[0]).toMatch(/[?&]_t=\d+/);
  });
});
