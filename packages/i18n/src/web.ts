/**
 * Browser entry: loads one language at a time so the first page carries only the catalog it shows.
 * Vite splits each dynamic import into its own chunk.
 */
import type { Language } from '@portal/contract';
import type { Catalog } from './translate.js';
export { lookup, interpolate, parseMessageKey, type Catalog, type Vars } from './translate.js';

export async function loadCatalog(lang: Language): Promise<Catalog> {
  switch (lang) {
    case 'zh-cn':
      return (await import('./locales/zh-CN/index.js')).catalog;
    case 'zh-tw':
      return (await import('./locales/zh-TW/index.js')).catalog;
    default:
      return (await import('./locales/en-US/index.js')).catalog;
  }
}
