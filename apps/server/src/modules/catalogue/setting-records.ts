// The catalogue module's public surface for the `settings` rows other modules keep (the bank-transfer
// instructions, opsTotpRequired): thin functions over its repository, each joining the caller's transaction.
import type { Executor } from '../../db/client.js';
import { createCatalogueRepository } from './catalogue.repository.js';

/** One setting's stored JSON value; undefined when the key has no row. */
export function readSetting(db: Executor, key: string): Promise<unknown> {
  return createCatalogueRepository(db).setting(key);
}

/** One setting's value, its row locked until the caller's transaction ends (undefined: no row to lock). */
export function lockSetting(db: Executor, key: string): Promise<unknown> {
  return createCatalogueRepository(db).lockSetting(key);
}

/** Inserts or replaces one setting. */
export function saveSetting(db: Executor, key: string, value: unknown, now: Date): Promise<void> {
  return createCatalogueRepository(db).saveSetting(key, value, now);
}

export function deleteSetting(db: Executor, key: string): Promise<void> {
  return createCatalogueRepository(db).deleteSetting(key);
}
