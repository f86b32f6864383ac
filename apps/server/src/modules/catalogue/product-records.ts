// The catalogue module's public surface for the products other modules name (the upstream routes): thin
// functions over its repository.
import type { Executor } from '../../db/client.js';
import { createCatalogueRepository } from './catalogue.repository.js';

/** Every product's brand and short name. */
export function productBrandsAndShortNames(db: Executor): Promise<{ brand: string; shortName: string }[]> {
  return createCatalogueRepository(db).brandsAndShortNames();
}
