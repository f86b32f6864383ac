import { ROUTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from './fakeApi';

const get = (api: ReturnType<typeof createFakeApi>, url: string) => api.fetch(url, { method: 'GET' });

describe('fakeApi', () => {
  it('answers the success envelope of a fixture the route’s schema accepts, and records the call', async () => {
    const api = createFakeApi().answer(ROUTES.isLogin, true);

    const response = await get(api, '/api/islogin?_t=1&x=2');

    expect(await response.json()).toEqual({ code: 0, msg: true });
    expect(api.calls(ROUTES.isLogin)).toEqual([
      { method: 'GET', path: '/islogin', query: { x: '2' }, body: undefined, headers: {} },
    ]);
  });

  it('fails the call of a fixture that drifted from the contract', async () => {
    const drifted = { email: 42 } as unknown as AnswerOf<typeof ROUTES.login>;
    const api = createFakeApi().answer(ROUTES.login, drifted);

    await expect(api.fetch('/api/login', { method: 'POST', body: '{}' })).rejects.toThrow(
      /does not fit the contract/,
    );
    expect(api.problems).toEqual([expect.stringContaining('POST /login does not fit the contract')]);
  });

  it('answers an error code with its en-US text and HTTP status', async () => {
    const api = createFakeApi().fail(ROUTES.login, 'wrongCredentials');

    const response = await api.fetch('/api/login', { method: 'POST', body: '{}' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 1008, msg: serverText('errors.wrongCredentials') });
  });

  it('records a call nobody answers', async () => {
    const api = createFakeApi();

    expect((await get(api, '/api/account/profile')).status).toBe(404);
    expect(api.problems).toEqual(['no answer for GET /account/profile']);
  });

  it('answers once, then falls back to the route’s other answer', async () => {
    const api = createFakeApi().answerOnce(ROUTES.isLogin, false).answer(ROUTES.isLogin, true);

    const first = (await (await get(api, '/api/islogin')).json()) as { msg: boolean };
    const second = (await (await get(api, '/api/islogin')).json()) as { msg: boolean };

    expect([first.msg, second.msg]).toEqual([false, true]);
  });
});
