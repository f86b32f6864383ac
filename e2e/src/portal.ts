import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/dist -> ../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The secret of every e2e portal on PostgreSQL (embedded runs generate their own in their temp DATA_DIR). */
export const E2E_SECRET_KEY = 'e2e-secret-key-shared-by-every-run-0123456789';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Portal {
  url: string;
  dataDir: string;
  /** What the portal printed so far (the last 64 KB). */
  output(): string;
  /** Runs an operator command (`portal <args>`) against this portal, as an operator would; resolves its output. */
  cli(args: string[]): Promise<string>;
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
}

/** Debian's Chromium and the flags every start uses (DESIGN.md, e2e row); never a downloaded browser. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real portal (`node apps/server/dist/main.js`) on a free port with a temp DATA_DIR, on the
 * embedded database or on `databaseUrl`; resolves once GET /api/islogin and GET /readyz answer. `env` adds settings (e.g.
 * DNS_SERVERS), for the portal and for its operator commands.
 */
export async function startPortal(
  options: { databaseUrl?: string | undefined; logLevel?: string; env?: Record<string, string> } = {},
): Promise<Portal> {
  const main = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: the web app is not built (npm run build)');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'DATABASE_URL', 'SECRET_KEY']) delete env[name];
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    // A shared database keeps the built-in CA sealed under the secret of the first portal that started on it: every
    // run on it must bring the same secret (CONTRACT.md: processes on one PostgreSQL share SECRET_KEY).
    env.SECRET_KEY = E2E_SECRET_KEY;
  }
  env.LOG_LEVEL = options.logLevel ?? env.LOG_LEVEL ?? 'info';
  Object.assign(env, options.env);

  // Started as `npm start` starts it: with the portal's V8 flags.
  const { flags } = JSON.parse(readFileSync(join(repoRoot, 'apps/server/node-flags.json'), 'utf8')) as {
    flags: string[];
  };
  const child = spawn(process.execPath, [...flags, main], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave the portal running when this process ends abnormally (crash, Ctrl-C).
  const killChild = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    killChild();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killChild);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-65536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = String(code ?? signal);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const stop = async ({ keepDataDir = false } = {}) => {
    process.off('exit', killChild);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (exited === undefined) {
      child.kill('SIGTERM');
      const done = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`the portal exited (${exited}) before answering:\n${log}`);
    }
    try {
      const answer = await fetch(`${url}/api/islogin`, { signal: AbortSignal.timeout(2000) });
      // And ready: the job queues start right after the listen.
      if (answer.ok && (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal did not answer ${url}/api/islogin within 90 s:\n${log}`);
    }
    await sleep(200);
  }
  const cli = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const command = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/cli.js'), ...args], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      command.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      command.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      command.once('error', reject);
      command.once('exit', (code) =>
        code === 0
          ? resolve(text.trim())
          : reject(new Error(`portal ${args.join(' ')} exited ${code}: ${text}`)),
      );
    });
  return { url, dataDir, output: () => log, cli, stop };
}
