// A minimal POSIX ustar writer and reader for the embedded backup (`portal backup`): regular files only, names
// up to 100 bytes. A standard format, so an operator can look inside with `tar -tvf`.
const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
  mode?: number;
}

function header(entry: TarEntry, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length > 100) throw new Error(`tar: name too long: ${entry.name}`);
  name.copy(block, 0);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
  block.write(octal(entry.mode ?? 0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(entry.data.length, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // checksum placeholder: spaces while summing
  block.write('0', 156, 'ascii'); // regular file
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

export function writeTar(entries: readonly TarEntry[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry, mtime), entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2)); // end of archive
  return Buffer.concat(parts);
}

export function readTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(block.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    const stored = parseInt(block.subarray(148, 156).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
    if (!Number.isFinite(size) || sum !== stored) throw new Error('not a tar archive (bad header checksum)');
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('tar archive cut short');
    if (block[156] === 0x30 || block[156] === 0)
      files.set(name, Buffer.from(archive.subarray(start, start + size)));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
