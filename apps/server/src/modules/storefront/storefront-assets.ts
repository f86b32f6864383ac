import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The storefront entry's key in the web build's manifest (apps/web/vite.config.ts). */
export const STOREFRONT_ENTRY = 'src/storefront/main.tsx';

/** The hydrating bundle of the storefront pages: its entry script and the chunks it imports (preloaded). */
export interface StorefrontAssets {
  script: string;
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Finds the storefront bundle's hashed file names in the web build's manifest (apps/web/dist/.vite/manifest.json),
 * once at start. Without a web build (API-only tests) or without the entry, the pages render without a script.
 */
export function loadStorefrontAssets(webRoot: string | undefined): StorefrontAssets | undefined {
  if (!webRoot) return undefined;
  const path = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[STOREFRONT_ENTRY];
  if (!entry) return undefined;
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const next of entry.imports ?? []) visit(next);
  return { script: `/${entry.file}`, preloads: [...preloads] };
}
