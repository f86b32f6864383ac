import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test/database.js';
import { freePort } from './test/portal-process.js';

/*
 * `npm start` as an operator or a process manager runs it: npm → (sh, replaced by exec) → node scripts/start.mjs →
 * node apps/server/dist/main.js. A SIGTERM or SIGINT to the npm process must stop the portal gracefully and npm must
 * exit with the portal's exit code. It runs the built server (apps/server/dist, which `npm test`'s typecheck emits
 * before the tests) without building first (PORTAL_SKIP_BUILD=1: the web app and the database template are not
 * needed for this), once, in the embedded pass.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MAIN = join(repoRoot, 'apps/server/dist/main.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.skipIf(testDatabaseKind !== 'pglite')(
  'npm start and signals (runs in the embedded pass only)',
  () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      it(`a ${signal} to the npm process stops the portal gracefully and npm exits 0`, async () => {
        if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npm run build:ts)`);
        const port = await freePort();
        const dataDir = mkdtempSync(join(tmpdir(), 'portal-npm-start-'));
        const env: NodeJS.ProcessEnv = { ...process.env };
        for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'SECRET_KEY', 'PORTAL_TEST_DB'])
          delete env[name];
        const npm = spawn('npm', ['start'], {
          cwd: repoRoot,
          env: {
            ...env,
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'info',
            PORTAL_SKIP_BUILD: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
          npm.once('exit', (code, signal) => resolve({ code, signal })),
        );
        let portalPid: number | undefined;
        try {
          // Ready: the portal answers, and its pid is in the data directory's lock.
          const deadline = Date.now() + 60_000;
          while (Date.now() < deadline && !/"msg":"portal ready"/.test(output)) await sleep(200);
          expect(output, output).toMatch(/"msg":"portal ready"/);
          portalPid = (JSON.parse(readFileSync(join(dataDir, 'portal.lock'), 'utf8')) as { pid: number }).pid;
          expect(portalPid).not.toBe(npm.pid);
          expect(await listening(port)).toBe(true);

          const sent = Date.now();
          npm.kill(signal);
          const result = await Promise.race([exited, sleep(10_000).then(() => undefined)]);
          expect(result, `npm did not exit within 10 s\n${output}`).toEqual({ code: 0, signal: null });
          expect(Date.now() - sent).toBeLessThan(10_000);
          // The portal itself is gone, after a graceful stop, and its port is closed.
          expect(alive(portalPid)).toBe(false);
          expect(await listening(port)).toBe(false);
          expect(output).toContain(`"signal":"${signal}"`);
          expect(output).toMatch(/"msg":"stopped"/);
          expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
        } finally {
          if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
          if (portalPid !== undefined && alive(portalPid)) process.kill(portalPid, 'SIGKILL');
          rmSync(dataDir, { recursive: true, force: true });
        }
      }, 90_000);
    }
  },
);
