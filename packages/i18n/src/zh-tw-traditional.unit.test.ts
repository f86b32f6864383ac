import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as OpenCC from 'opencc-js';
import { catalogs, type Catalog } from './index.js';

// zh-TW must be written in Traditional characters and zh-CN in Simplified ones. OpenCC's maintained tables
// decide: converting a zh-TW text from Simplified to Taiwan Traditional must leave it unchanged (any change is a
// simplified-only character such as 范 or 状), and converting a zh-CN text the other way must leave it unchanged.
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * Reviewed exceptions: characters the converter changes although they are Traditional (regional variants and
 * phrase guesses of OpenCC's Taiwan tables), and keys that are meant to be in the other script.
 * Keep it short and give the reason of each.
 */
const allowedCharacters: Record<'zh-tw' | 'zh-cn', Record<string, string>> = {
  'zh-tw': {
    台: 'a Traditional character; Taiwan writes 平台 (platform) with it, OpenCC prefers the variant 臺',
    表: 'the same in both scripts; Taiwan writes 儀表板 (dashboard), OpenCC guesses 儀錶 (gauge)',
    准: 'a Traditional character (permit); 核准 is the Taiwan form, OpenCC guesses 準 (standard) before 連/人',
  },
  'zh-cn': {},
};
const allowedKeys: Record<'zh-tw' | 'zh-cn', Record<string, string>> = {
  'zh-tw': {
    'web.languages.zh-cn': 'each language is named in its own script (简体中文) in the language switch',
  },
  'zh-cn': {
    'web.languages.zh-tw': 'each language is named in its own script (繁體中文) in the language switch',
  },
};

type Entry = { where: string; text: string };

function leaves(node: Catalog, prefix = ''): Entry[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ where: `${prefix}${key}`, text: value }]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** Texts the server seeds outside the catalogs: every `"zh-tw"` / `"zh-cn"` field of the product catalogue. */
function seedTexts(lang: 'zh-tw' | 'zh-cn'): Entry[] {
  const url = new URL('../../../apps/server/src/db/seed/catalogue.json', import.meta.url);
  const found: Entry[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === lang && typeof value === 'string')
          found.push({ where: `catalogue.json ${path}`, text: value });
        else walk(value, `${path}.${key}`);
      }
  };
  walk(JSON.parse(readFileSync(url, 'utf8')), '');
  return found;
}

/** The characters of `text` the converter changes, minus the reviewed exceptions. */
function wrongCharacters(text: string, convert: (s: string) => string, ok: Record<string, string>): string[] {
  const converted = convert(text);
  if (converted === text) return [];
  const before = [...text];
  const after = [...converted];
  // OpenCC's character and phrase tables map one character to one, so positions line up.
  if (before.length !== after.length) return [`${text} → ${converted}`];
  return before.flatMap((ch, i) => (after[i] !== ch && !(ch in ok) ? [`${ch}→${after[i]}`] : []));
}

describe('Chinese scripts', () => {
  it('every zh-TW text (catalogs and seeded catalogue) is Traditional', () => {
    const entries = [...leaves(catalogs['zh-tw']), ...seedTexts('zh-tw')];
    expect(entries.length).toBeGreaterThan(500);
    const problems = entries
      .filter(({ where }) => !(where in allowedKeys['zh-tw']))
      .flatMap(({ where, text }) =>
        wrongCharacters(text, toTraditional, allowedCharacters['zh-tw']).map((p) => `${where}: ${p}`),
      );
    expect(problems).toEqual([]);
  });

  it('every zh-CN text (catalogs and seeded catalogue) is Simplified', () => {
    const entries = [...leaves(catalogs['zh-cn']), ...seedTexts('zh-cn')];
    expect(entries.length).toBeGreaterThan(500);
    const problems = entries
      .filter(({ where }) => !(where in allowedKeys['zh-cn']))
      .flatMap(({ where, text }) =>
        wrongCharacters(text, toSimplified, allowedCharacters['zh-cn']).map((p) => `${where}: ${p}`),
      );
    expect(problems).toEqual([]);
  });

  it('the check catches the characters of issue 12', () => {
    expect(wrongCharacters('日期范圍', toTraditional, {})).toEqual(['范→範']);
    expect(wrongCharacters('状態', toTraditional, {})).toEqual(['状→狀']);
    expect(wrongCharacters('訂阅結束時間', toTraditional, {})).toEqual(['阅→閱']);
    expect(wrongCharacters('日期範圍', toTraditional, {})).toEqual([]);
  });
});
