import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { runOperatorCommand, type OperatorCommand } from './commands.js';

/** Owner-only Unix socket in $DATA_DIR through which the CLI asks the running portal to act. */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, 'portal.sock');
}

interface ControlRequest {
  command?: string;
  args?: string[];
}

export async function startControlSocket(
  dataDir: string,
  commands: Record<string, OperatorCommand>,
  log: { error(obj: object, msg: string): void },
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  // We hold the data-dir lock, so a socket file left here belongs to a dead process.
  if (existsSync(path)) unlinkSync(path);
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > 64 * 1024) socket.destroy();
        return;
      }
      const line = buffer.slice(0, end);
      buffer = '';
      void (async () => {
        let answer: { ok: boolean; output: string };
        try {
          const request = JSON.parse(line) as ControlRequest;
          answer = await runOperatorCommand(commands, request.command, request.args ?? []);
        } catch (error) {
          log.error({ err: error }, 'operator command failed');
          answer = { ok: false, output: `failed: ${(error as Error).message}` };
        }
        socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (existsSync(path)) unlinkSync(path);
      }),
  };
}

/** Sends one command to the running portal and returns its answer. */
export function sendControlCommand(
  dataDir: string,
  command: string,
  args: string[],
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(data) as { ok: boolean; output: string });
      } catch {
        reject(new Error('the running portal gave no answer'));
      }
    });
    socket.on('error', reject);
  });
}
