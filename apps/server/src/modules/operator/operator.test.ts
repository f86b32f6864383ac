import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createOperatorCommands, runOperatorCommand } from './commands.js';
import { sendControlCommand, startControlSocket } from './control-socket.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const email = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}@example.com`;

describe('operator commands', () => {
  it('user:create makes an account that logs in; --operator flags it', async () => {
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    const address = email('op');
    const answer = await runOperatorCommand(commands, 'user:create', [
      '--email',
      address,
      '--password',
      'operator pass',
      '--operator',
    ]);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.output).toContain(`created operator ${address}`);
    const client = ctx.client();
    expect(
      (await client.post('/api/login', { form: { email: address, password: 'operator pass' } })).body.code,
    ).toBe(0);
    expect((await client.get<{ isOperator: boolean }>('/api/account/profile')).body.msg.isOperator).toBe(
      true,
    );
    const again = await runOperatorCommand(commands, 'user:create', [
      '--email',
      address,
      '--password',
      'operator pass',
    ]);
    expect(again).toMatchObject({ ok: false });
    expect(again.output).toContain('is registered already');
  });

  it('explains bad arguments and unknown commands', async () => {
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    expect((await runOperatorCommand(commands, 'user:create', ['--email', 'nope'])).output).toContain(
      '--email: Please enter a valid email address',
    );
    expect(
      (await runOperatorCommand(commands, 'user:create', ['--email', email('x'), '--password', 'short']))
        .output,
    ).toContain('at least 8 characters');
    const unknown = await runOperatorCommand(commands, 'frobnicate', []);
    expect(unknown.ok).toBe(false);
    expect(unknown.output).toContain('portal user:create --email E --password P [--operator]');
  });

  it('reaches the running portal through its owner-only socket', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-sock-'));
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    const socket = await startControlSocket(dir, commands, { error: () => {} });
    try {
      const address = email('socket');
      const answer = await sendControlCommand(dir, 'user:create', [
        '--email',
        address,
        '--password',
        'socket pass 1',
      ]);
      expect(answer.ok).toBe(true);
      expect(
        (await ctx.client().post('/api/login', { form: { email: address, password: 'socket pass 1' } })).body
          .code,
      ).toBe(0);
      const mode = spawnSync('stat', ['-c', '%a', join(dir, 'portal.sock')], {
        encoding: 'utf8',
      }).stdout.trim();
      expect(mode).toBe('600');
    } finally {
      await socket.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('portal CLI against a running portal on the embedded database', () => {
  it('creates a user while the portal holds the data directory', async () => {
    const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const dir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    const env = { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'warn' };
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env,
      stdio: 'pipe',
    });
    try {
      const address = email('cli');
      let result = { status: null as number | null, stdout: '', stderr: '' };
      for (let attempt = 0; attempt < 60; attempt++) {
        result = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/cli.ts', 'user:create', '--email', address, '--password', 'cli password'],
          {
            cwd: serverRoot,
            env,
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
        if (result.status === 0 || !/ENOENT|ECONNREFUSED/.test(result.stderr)) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`created account ${address}`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
