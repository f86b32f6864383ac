import { spawn } from 'node:child_process';

/** Test-only: runs openssl/keytool, the independent readers every bundle format is checked against. */
export interface ToolResult {
  code: number | null;
  /** stdout and stderr together: keytool prints its warnings on either. */
  output: string;
  stdout: string;
}

export function runTool(command: string, args: string[]): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      // English messages and UTF-8 arguments whatever the machine's locale.
      env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
      // No stdin: a tool that falls back to prompting (keytool asks for a key password) fails at once.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, stdout }));
  });
}

export function openssl(...args: string[]): Promise<ToolResult> {
  return runTool('openssl', args);
}

export function keytool(...args: string[]): Promise<ToolResult> {
  return runTool('keytool', ['-J-Duser.language=en', '-J-Duser.country=US', ...args]);
}
