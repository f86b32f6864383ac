import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, readCookie, type ApiClientDeps } from './client';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(
  respond: (call: Call) => Response | Promise<Response>,
  overrides: Partial<ApiClientDeps> = {},
) {
  const calls: Call[] = [];
  const notifyError = vi.fn<(text: string) => void>();
  const onNotLoggedIn = vi.fn<() => void>();
  let clock = 1_000_000;
  const texts: Record<string, string> = { unknownError: 'unknown error', 'http.500': 'Server error text' };
  const client = createApiClient({
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
    getCookies: () => 'sid=abc; csrf_token=tok%2B1; other=x',
    notifyError,
    translate: (key) => texts[key],
    onNotLoggedIn,
    now: () => (clock += 10),
    ...overrides,
  });
  return { client, calls, notifyError, onNotLoggedIn, advance: (ms: number) => (clock += ms) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('unwraps msg for code 0, code 1 and an absent code', async () => {
    const bodies = [{ code: 0, msg: { a: 1 } }, { code: 1, msg: 'one' }, { msg: 'no code' }];
    const { client, notifyError } = setup(() => json(bodies.shift()));
    await expect(client.get('x')).resolves.toEqual({ a: 1 });
    await expect(client.get('x')).resolves.toBe('one');
    await expect(client.get('x')).resolves.toBe('no code');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('GET goes under /api/ with the query, a cache-busting _t, credentials and the CSRF header', async () => {
    const { client, calls } = setup(() => json({ code: 0, msg: true }));
    await client.get('islogin', { email: 'a@b.c', skip: undefined });
    const [call] = calls;
    const url = new URL(call!.url, 'http://host');
    expect(url.pathname).toBe('/api/islogin');
    expect(url.searchParams.get('email')).toBe('a@b.c');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.get('_t')).toMatch(/^\d+$/);
    expect(call!.init.credentials).toBe('include');
    expect((call!.init.headers as Record<string, string>)['x-csrf-token']).toBe('tok+1');
  });

  it('sends JSON by default, form-encoded or multipart when asked, always with the CSRF header', async () => {
    const { client, calls } = setup(() => json({ code: 0, msg: null }));
    await client.post('login', { email: 'a@b.c', password: 'p' });
    await client.put('contact', { firstName: 'A', contactID: 3 }, { bodyType: 'form' });
    await client.post('orders/create', { name: 'n' }, { bodyType: 'multipart' });
    const [jsonCall, formCall, multipartCall] = calls;
    const headers = (call: Call | undefined) => call!.init.headers as Record<string, string>;
    expect(jsonCall!.url).toBe('/api/login');
    expect(jsonCall!.init.method).toBe('POST');
    expect(headers(jsonCall)['content-type']).toBe('application/json');
    expect(JSON.parse(String(jsonCall!.init.body))).toEqual({ email: 'a@b.c', password: 'p' });
    expect(headers(formCall)['content-type']).toContain('application/x-www-form-urlencoded');
    expect(String(formCall!.init.body)).toBe('firstName=A&contactID=3');
    expect(multipartCall!.init.body).toBeInstanceOf(FormData);
    expect(headers(multipartCall)['content-type']).toBeUndefined();
    for (const call of calls) expect(headers(call)['x-csrf-token']).toBe('tok+1');
  });

  it('a non-zero code toasts msg and throws ApiError with code, errors and status', async () => {
    const { client, notifyError } = setup(() =>
      json(
        { code: 1001, msg: 'Bad fields', errors: [{ field: 'email', message: 'validation.emailInvalid' }] },
        422,
      ),
    );
    const error = await client.post('register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 1001,
      msg: 'Bad fields',
      status: 422,
      errors: [{ field: 'email', message: 'validation.emailInvalid' }],
    });
    expect(notifyError).toHaveBeenCalledWith('Bad fields');
  });

  it('uses "unknown error" when msg is missing, and stays quiet when the caller opts out', async () => {
    const { client, notifyError } = setup(() => json({ code: 1000 }, 500));
    await expect(client.get('x')).rejects.toMatchObject({ code: 1000, msg: 'unknown error' });
    expect(notifyError).toHaveBeenCalledWith('unknown error');
    notifyError.mockClear();
    await expect(client.get('x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('code 1002 sends the browser to login once for a burst of failing calls', async () => {
    const { client, onNotLoggedIn, notifyError, advance } = setup(() =>
      json({ code: 1002, msg: 'Please log in first' }, 401),
    );
    await Promise.allSettled([
      client.get('account/profile'),
      client.get('letters/unread'),
      client.get('letters'),
    ]);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    advance(10_000);
    await client.get('account/profile').catch(() => undefined);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(2);
  });

  it('an HTTP error without an envelope shows the standard text of the status', async () => {
    const { client, notifyError } = setup(() => new Response('<html>oops</html>', { status: 500 }));
    await expect(client.get('x')).rejects.toMatchObject({ status: 500, msg: 'Server error text' });
    expect(notifyError).toHaveBeenCalledWith('Server error text');
  });

  it('a network failure is an ApiError with status 0 and the unknown-error text', async () => {
    const { client, notifyError } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('x')).rejects.toMatchObject({ status: 0, msg: 'unknown error' });
    expect(notifyError).toHaveBeenCalledWith('unknown error');
  });

  it('reads cookies by name', () => {
    expect(readCookie('a=1; csrf_token=x%20y', 'csrf_token')).toBe('x y');
    expect(readCookie('a=1', 'csrf_token')).toBeUndefined();
  });
});
