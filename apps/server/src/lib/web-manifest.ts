// The web build's manifest (apps/web/dist/.vite/manifest.json): which hashed files make up an entry or a chunk.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** The stylesheets the chunk's code waits for (Vite's CSS code splitting). */
  css?: string[];
}
export type WebManifest = Record<string, ManifestChunk>;

/** The manifest of the build in `webRoot`; undefined without a build (API-only tests) or without a manifest. */
export function readWebManifest(webRoot: string | undefined): WebManifest | undefined {
  if (!webRoot) return undefined;
  const path = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as WebManifest;
}

/**
 * The served paths (`/assets/…`) of the chunks `keys` name and of everything they import statically, without the
 * files of `except` (e.g. the entry's own, which the page loads anyway).
 */
export function chunkFiles(manifest: WebManifest, keys: string[], except: ReadonlySet<string> = new Set()) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    const file = `/${chunk.file}`;
    if (files.has(file) || except.has(file)) return;
    files.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * The served paths of the stylesheets the chunks `keys` and everything they import statically wait for, without
 * those of `except` (e.g. the entry's, which index.html inlines).
 */
export function chunkStyles(manifest: WebManifest, keys: string[], except: ReadonlySet<string> = new Set()) {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) if (!except.has(`/${css}`)) styles.add(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...styles];
}
