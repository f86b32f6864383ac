// Request-rate lines (islogin, price) compare a route of the portal with a bare Fastify route in one process. Run
// one after another in the same process, a later line measured up to 0.1 lower than the same line run first: the
// JIT state of the code the lines share (Fastify, Node's HTTP) and what earlier apps left behind (their heaps,
// PGlite's memory) leak into it. Each such line therefore runs in a process of its own (line.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './result.js';

const LINE_SCRIPT = fileURLToPath(new URL('../line.js', import.meta.url));

export async function measureInOwnProcess(name: string): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-line-'));
  const resultFile = join(dir, 'result.json');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [LINE_SCRIPT, name], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, BENCH_LINE_RESULT: resultFile },
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`the process of ${name} ended with exit code ${code}`);
    return JSON.parse(readFileSync(resultFile, 'utf8')) as BenchResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
