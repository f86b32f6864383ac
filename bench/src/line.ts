// One request-rate line in a process of its own (lib/isolated.ts starts it): `node bench/dist/line.js <name>`.
// The line's result is written as JSON to $BENCH_LINE_RESULT; its log lines go to stdout as the parent's do.
import { writeFileSync } from 'node:fs';
import { benchIslogin } from './islogin.js';
import { benchPrice } from './price.js';
import type { BenchResult } from './lib/result.js';

const log = (text: string) => console.log(text);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const ISOLATED_LINES: Record<string, () => Promise<BenchResult>> = {
  'islogin/pglite': () => benchIslogin({ kind: 'pglite', log }),
  'islogin/postgres': () => benchIslogin({ kind: 'postgres', databaseUrl, log }),
  'islogin-key/pglite': () => benchIslogin({ kind: 'pglite', auth: 'key', log }),
  'islogin-key/postgres': () => benchIslogin({ kind: 'postgres', auth: 'key', databaseUrl, log }),
  'price/pglite': () => benchPrice({ kind: 'pglite', log }),
  'price/postgres': () => benchPrice({ kind: 'postgres', databaseUrl, log }),
};

const name = process.argv[2] ?? '';
const resultFile = process.env.BENCH_LINE_RESULT;
const line = ISOLATED_LINES[name];
if (!line || !resultFile) {
  console.error(`usage: BENCH_LINE_RESULT=<file> node line.js <${Object.keys(ISOLATED_LINES).join('|')}>`);
  process.exit(2);
}
writeFileSync(resultFile, JSON.stringify(await line()));
// The apps are closed; nothing the line started may keep the process (a pool, a timer) from ending.
process.exit(0);
