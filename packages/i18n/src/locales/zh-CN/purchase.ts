import type { CatalogShape } from '../../shape.js';
import type { purchase as en } from '../en-US/purchase.js';

export const purchase: CatalogShape<typeof en> = {
  title: '提交订单',
};
