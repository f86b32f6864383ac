import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot, sleep, tempDir } from './env.js';

export interface Portal {
  url: string;
  dataDir: string;
  /** The last lines the portal printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node apps/server/dist/main.js` on a free port with a temp DATA_DIR; resolves once /api/islogin answers. */
export async function startPortal(extraEnv: Record<string, string> = {}): Promise<Portal> {
  const main = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = tempDir('portal');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'DATABASE_URL', 'SECRET_KEY'])
    if (!(name in extraEnv)) delete env[name];
  const child: ChildProcess = spawn(process.execPath, [main], {
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
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'unknown';
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    process.off('exit', killChild);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (exited === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`the portal exited (${String(exited)}) before answering:\n${log}`);
    }
    try {
      const answer = await fetch(`${url}/api/islogin`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal did not answer ${url}/api/islogin within 60 s:\n${log}`);
    }
    await sleep(200);
  }
  return { url, dataDir, output: () => log, stop };
}
