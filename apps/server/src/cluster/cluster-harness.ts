// Real portal processes (apps/server/dist/main.js, as `npm start` runs it) on one PostgreSQL database, for the
// cluster tests (`npm run test:cluster`): what CONTRACT.md promises for several processes is checked on processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contract';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MAIN = join(serverRoot, 'dist', 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PortalProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts one portal process; resolves at once (call `ready`). */
export async function startProcess(databaseUrl: string, env: Record<string, string>): Promise<PortalProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npm run build:ts)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const { flags } = JSON.parse(readFileSync(join(serverRoot, 'node-flags.json'), 'utf8')) as {
    flags: string[];
  };
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'PORTAL_TEST_DB', 'TEST_DATABASE_URL']) delete childEnv[name];
  Object.assign(childEnv, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  });
  const child = spawn(process.execPath, [...flags, MAIN], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Waits until the process answers `GET /api/islogin` and `GET /readyz` (the job queues start after the listen);
 * fails with its output when it exits or takes too long.
 */
export async function ready(portal: PortalProcess, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let exited = false;
  void portal.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the portal exited while starting:\n${portal.output()}`);
    try {
      const response = await fetch(`${portal.url}/api/islogin`);
      if (response.ok && (await fetch(`${portal.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal did not answer within ${withinMs} ms:\n${portal.output()}`);
}

/** A browser-like client over HTTP: keeps its cookies and sends the CSRF header, on whichever process it is told. */
export class HttpClient {
  readonly jar = new Map<string, string>();
  constructor(private readonly forwardedFor?: string) {}

  async call<T = unknown>(
    base: string,
    method: string,
    path: string,
    body?: { json?: unknown; form?: Record<string, string> },
  ): Promise<{ status: number; body: { code: number; msg: T } }> {
    const headers: Record<string, string> = {};
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.jar.get(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    let payload: string | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    }
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(payload ? { body: payload } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (text === '' || /max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie))
        this.jar.delete(name!.trim());
      else this.jar.set(name!.trim(), text);
    }
    const text = await response.text();
    let parsed: { code: number; msg: T };
    try {
      parsed = JSON.parse(text) as { code: number; msg: T };
    } catch {
      parsed = { code: -1, msg: text as unknown as T };
    }
    return { status: response.status, body: parsed };
  }

  async ok<T = unknown>(
    base: string,
    method: string,
    path: string,
    body?: { json?: unknown; form?: Record<string, string> },
  ): Promise<T> {
    const answer = await this.call<T>(base, method, path, body);
    if (answer.body.code !== 0)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.msg;
  }
}

/** The purchase wizard through HTTP (RapidDV, one year, online ECDSA key, DNS): the new order's id. */
export async function placeOrder(client: HttpClient, base: string, domain: string): Promise<number> {
  await client.ok(base, 'POST', '/api/event/create', {
    form: { shortName: 'RapidDV', productType: 'SSL', domainType: '1' },
  });
  await client.ok(base, 'POST', '/api/event/contact_info/save', {
    json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
  });
  const saved = await client.ok<{ download?: boolean }>(base, 'POST', '/api/event/csr_info/save', {
    json: { csrFrom: 'online', domains: domain, keyAlgorithm: 'ECDSAP256' },
  });
  if (saved.download) await client.call(base, 'GET', '/api/event/private_key/download');
  const created = await client.ok<{ id: number }>(base, 'POST', '/api/event/order/create', {
    json: { authMethod: 'dns', validity: 12, currency: 'USD' },
  });
  return created.id;
}
