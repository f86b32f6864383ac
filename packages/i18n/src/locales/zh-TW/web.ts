import type { CatalogShape } from '../../shape.js';
import type { web as en } from '../en-US/web.js';

export const web: CatalogShape<typeof en> = {
  app: {
    title: '憑證入口網站',
  },
};
