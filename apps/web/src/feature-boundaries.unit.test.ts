import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Features meet only through shared pieces (components, lib, app): no feature imports another one. */
const src = dirname(fileURLToPath(import.meta.url));
const featuresDir = join(src, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

const featureOf = (path: string) => {
  const inside = relative(featuresDir, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
};

describe('web app feature boundaries', () => {
  it('finds features to check', () => {
    expect(readdirSync(featuresDir).length).toBeGreaterThan(1);
  });

  it('has no import from one feature into another', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const own = featureOf(file);
      for (const match of readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
        const target = featureOf(resolve(dirname(file), match[1]!));
        if (target !== undefined && target !== own) crossings.push(`${relative(src, file)} -> ${match[1]}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
