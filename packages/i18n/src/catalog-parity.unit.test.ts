import { describe, expect, it } from 'vitest';
import { catalogs, type Catalog } from './index.js';

function leafKeys(node: Catalog, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

describe('catalog parity', () => {
  const english = leafKeys(catalogs.en).sort();
  it.each(['zh-cn', 'zh-tw'] as const)('%s has exactly the keys of en-US', (lang) => {
    const keys = leafKeys(catalogs[lang]).sort();
    expect(keys.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !keys.includes(k))).toEqual([]);
  });
  it.each(['zh-cn', 'zh-tw'] as const)('%s keeps every placeholder and leaves nothing empty', (lang) => {
    for (const key of english) {
      const en = key.split('.').reduce<Catalog | string>((n, p) => (n as Catalog)[p]!, catalogs.en) as string;
      const other = key
        .split('.')
        .reduce<Catalog | string>((n, p) => (n as Catalog)[p]!, catalogs[lang]) as string;
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(en));
    }
  });
});
