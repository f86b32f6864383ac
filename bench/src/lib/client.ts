// A browser-like caller of the portal's HTTP API: keeps the cookies it is given and sends the CSRF header on
// writes, as the web app does (apps/server/src/test/harness.ts does the same through inject).
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/contract';

export const PASSWORD = 'bench horse battery staple';

export interface Envelope<T = unknown> {
  code: number;
  msg: T;
}

/** A unique address, so a shared database never sees the same user twice. */
export function benchEmail(tag = 'bench'): string {
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export class BenchClient {
  readonly jar = new Map<string, string>();
  constructor(readonly base: string) {}

  /** The Cookie header of what the jar holds. */
  cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The headers a write of this session sends: cookies and the CSRF header (from the csrf cookie). */
  headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.jar.size > 0) headers.cookie = this.cookie();
    const csrf = this.jar.get(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
    return headers;
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: { json: unknown } | { form: Record<string, string> },
  ): Promise<{ status: number; text: string }> {
    const headers = this.headers();
    let payload: string | undefined;
    if (body && 'form' in body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const cleared = value === '' || /;\s*max-age=0\b/i.test(line);
      if (cleared) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: response.status, text: await response.text() };
  }

  /** Calls and unwraps a successful envelope; throws with the server's answer otherwise. */
  async ok<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: { json: unknown } | { form: Record<string, string> },
  ): Promise<T> {
    const answer = await this.call(method, path, body);
    let envelope: Envelope<T> | undefined;
    try {
      envelope = JSON.parse(answer.text) as Envelope<T>;
    } catch {
      envelope = undefined;
    }
    if (answer.status !== 200 || envelope?.code !== 0)
      throw new Error(`${method} ${path} answered ${answer.status} ${answer.text.slice(0, 300)}`);
    return envelope.msg;
  }

  /** Registers `email` and logs in through the API (form bodies, as the web app sends them). */
  async signUp(email = benchEmail()): Promise<string> {
    await this.ok('POST', '/api/register', {
      form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    }).catch((error: Error) => {
      throw new Error(`register failed: ${error.message}`);
    });
    await this.ok('POST', '/api/login', { form: { email, password: PASSWORD } }).catch((error: Error) => {
      throw new Error(`login failed: ${error.message}`);
    });
    if (!this.jar.has(SESSION_COOKIE))
      throw new Error(`login set no ${SESSION_COOKIE} cookie: ${[...this.jar.keys()].join(', ')}`);
    return email;
  }
}
