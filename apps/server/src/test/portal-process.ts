import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PortalProcess {
  child: ChildProcess;
  url: string;
  stderr(): string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real portal process (apps/server/src/main.ts run by tsx, with the workspace packages' sources), on a free
 * port with a temp DATA_DIR and the given settings; nothing is built first.
 */
export async function spawnPortal(env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-proc-'));
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'SECRET_KEY', 'PORTAL_TEST_DB'])
    delete base[name];
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: { ...base, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let all = '';
  child.stdout?.on('data', (chunk: Buffer) => (all = (all + chunk.toString()).slice(-65536)));
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    all = (all + chunk.toString()).slice(-65536);
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(String(code ?? signal))),
  );
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stderr: () => stderr,
    output: () => all,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
