import type { CatalogShape } from '../../shape.js';
import type { shop as en } from '../en-US/shop.js';

export const shop: CatalogShape<typeof en> = {
  title: '申請憑證',
};
