import type { CatalogShape } from '../../shape.js';
import type { pki as en } from '../en-US/pki.js';

export const pki: CatalogShape<typeof en> = {
  csr: {},
  domain: {},
};
