/**
 * Browser entry: loads one language at a time, in two parts, so the first page carries only the texts it
 * shows. `start` (field rules, errors, the web app's frame and login texts) comes before the first render;
 * `member` (the member screens' texts) comes with the member shell. Vite splits each dynamic import into its
 * own chunk.
 */
import type { Language } from '@portal/contract';
import type { Catalog } from './translate.js';
export { lookup, interpolate, parseMessageKey, type Catalog, type Vars } from './translate.js';

export type CatalogPart = 'start' | 'member';

export async function loadCatalogPart(lang: Language, part: CatalogPart): Promise<Catalog> {
  if (part === 'member') {
    switch (lang) {
      case 'zh-cn':
        return (await import('./locales/zh-CN/member.js')).member;
      case 'zh-tw':
        return (await import('./locales/zh-TW/member.js')).member;
      default:
        return (await import('./locales/en-US/member.js')).member;
    }
  }
  switch (lang) {
    case 'zh-cn':
      return (await import('./locales/zh-CN/start.js')).start;
    case 'zh-tw':
      return (await import('./locales/zh-TW/start.js')).start;
    default:
      return (await import('./locales/en-US/start.js')).start;
  }
}

/** The whole catalog of a language (both parts). */
export async function loadCatalog(lang: Language): Promise<Catalog> {
  const [start, member] = await Promise.all([
    loadCatalogPart(lang, 'start'),
    loadCatalogPart(lang, 'member'),
  ]);
  return { ...start, ...member };
}
