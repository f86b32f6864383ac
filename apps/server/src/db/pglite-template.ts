// Unpacks the build's embedded database template (apps/server/dist/pglite-template.tgz, scripts/pglite-template.mjs)
// into an empty data directory with Node's own file system calls. PGlite's `loadDataDir` does the same through
// its WebAssembly file system, one synchronous call per file, after reading the whole archive into memory: ~2 s
// for the template's ~1 300 files and 42 MB, and the unpacked archive stays in the process's malloc heap (~40 MB
// of resident memory that is never given back). Here the archive is streamed: ~0.2 s, a few MB at a time.
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;
/** Small files are written this many at a time (each holds a descriptor while it is written). */
const WRITERS = 16;
/** Files up to this size are read whole and written in parallel; larger ones are streamed in pieces. */
const WHOLE_FILE = 1024 * 1024;

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }
  /** Exactly `n` bytes, or fewer at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    while (this.buffered < n) {
      const next = await this.source.next();
      if (next.done) break;
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = Buffer.from(all.subarray(0, Math.min(n, all.length)));
    const rest = all.subarray(taken.length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }
}

function field(block: Buffer, start: number, length: number): string {
  return block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
}

function octal(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  return text ? parseInt(text, 8) : 0;
}

/** `name` inside `root`, never outside it (an archive's `..` or absolute names are refused). */
function inside(root: string, name: string): string {
  const relative = normalize(name.replace(/^\/+/, ''));
  if (relative === '.' || relative.startsWith('..') || relative.split(sep).includes('..'))
    throw new Error(`the database template names a path outside its directory: ${name}`);
  return join(root, relative);
}

/**
 * Unpacks `template` (a gzipped ustar archive of a PGlite data directory, as dumpDataDir makes it) into `dir`,
 * which must be missing or empty. The files go to a sibling directory first, renamed to `dir` when complete: a
 * start that dies half-way leaves no half-made database behind, only the sibling (removed by the next attempt).
 */
export async function unpackTemplate(template: string, dir: string): Promise<void> {
  const staging = `${dir}.unpacking`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const made = new Set<string>([staging]);
  const ensureDir = async (path: string, mode = 0o700) => {
    if (made.has(path)) return;
    await mkdir(path, { recursive: true, mode });
    made.add(path);
  };
  const reader = new ChunkReader(createReadStream(template).pipe(createGunzip()));
  const writing = new Set<Promise<void>>();
  let failure: unknown;
  const track = (work: Promise<void>) => {
    const done = work.catch((error: unknown) => {
      failure ??= error;
    });
    writing.add(done);
    void done.then(() => writing.delete(done));
  };
  for (;;) {
    if (failure) throw failure;
    const block = await reader.read(BLOCK);
    if (block.length < BLOCK || block.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== octal(block, 148, 8)) throw new Error('the database template is not a tar archive');
    const prefix = block.subarray(257, 263).toString('ascii').startsWith('ustar')
      ? field(block, 345, 155)
      : '';
    const name = (prefix ? `${prefix}/` : '') + field(block, 0, 100);
    const size = octal(block, 124, 12);
    const mode = octal(block, 100, 8) & 0o777;
    const type = block[156];
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === 0x35) {
      await ensureDir(inside(staging, name), mode || 0o700);
    } else if (type === 0x30 || type === 0) {
      const path = inside(staging, name);
      await ensureDir(dirname(path));
      if (size <= WHOLE_FILE) {
        const data = await reader.read(size);
        if (data.length < size) throw new Error('the database template is cut short');
        while (writing.size >= WRITERS) await Promise.race(writing);
        track(writeWhole(path, mode, data));
      } else {
        const file = await open(path, 'wx', mode || 0o600);
        try {
          for (let left = size; left > 0;) {
            const piece = await reader.read(Math.min(left, WHOLE_FILE));
            if (piece.length === 0) throw new Error('the database template is cut short');
            await file.write(piece);
            left -= piece.length;
          }
        } finally {
          await file.close();
        }
      }
    } else {
      await reader.read(size); // links and the like: PGlite's archives have none
    }
    if (padding) await reader.read(padding);
  }
  await Promise.all(writing);
  if (failure) throw failure;
  // `dir` may exist empty (made by the caller); rename replaces an empty directory only after it is gone.
  await rmdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, dir);
}

async function writeWhole(path: string, mode: number, data: Buffer): Promise<void> {
  const file = await open(path, 'wx', mode || 0o600);
  try {
    if (data.length > 0) await file.writeFile(data);
  } finally {
    await file.close();
  }
}
