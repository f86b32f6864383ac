import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar, writeTar } from './tar.js';

describe('tar', () => {
  it('writes archives the system tar reads, and reads what it wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-tar-'));
    try {
      const big = Buffer.alloc(1300, 7);
      const archive = writeTar([
        { name: 'manifest.json', data: Buffer.from('{"a":1}') },
        { name: 'big.bin', data: big },
        { name: 'empty', data: Buffer.alloc(0) },
      ]);
      const file = join(dir, 'x.tar');
      writeFileSync(file, archive);
      expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
        'manifest.json',
        'big.bin',
        'empty',
      ]);
      execFileSync('tar', ['-xf', file, '-C', dir]);
      expect(readFileSync(join(dir, 'big.bin')).equals(big)).toBe(true);
      const read = readTar(archive);
      expect(read.get('manifest.json')?.toString()).toBe('{"a":1}');
      expect(read.get('big.bin')?.equals(big)).toBe(true);
      expect(read.get('empty')?.length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses what is not a tar archive', () => {
    expect(() => readTar(Buffer.alloc(1024, 65))).toThrow(/not a tar archive/);
  });
});
