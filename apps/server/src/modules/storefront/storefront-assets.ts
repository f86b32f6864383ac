import { chunkFiles, readWebManifest } from '../../lib/web-manifest.js';

/** The storefront entry's key in the web build's manifest (apps/web/vite.config.ts). */
export const STOREFRONT_ENTRY = 'src/storefront/main.tsx';

/** The hydrating bundle of the storefront pages: its entry script and the chunks it imports (preloaded). */
export interface StorefrontAssets {
  script: string;
  preloads: string[];
}

/**
 * Finds the storefront bundle's hashed file names in the web build's manifest (apps/web/dist/.vite/manifest.json),
 * once at start. Without a web build (API-only tests) or without the entry, the pages render without a script.
 */
export function loadStorefrontAssets(webRoot: string | undefined): StorefrontAssets | undefined {
  const manifest = readWebManifest(webRoot);
  const entry = manifest?.[STOREFRONT_ENTRY];
  if (!manifest || !entry) return undefined;
  return { script: `/${entry.file}`, preloads: chunkFiles(manifest, entry.imports ?? []) };
}
