import { certs } from './certs.js';
import { common } from './common.js';
import { dcv } from './dcv.js';
import { pki } from './pki.js';
import { purchase } from './purchase.js';
import { orders } from './orders.js';
import { reissue } from './reissue.js';
import { server } from './server.js';
import { shop } from './shop.js';
import { web } from './web.js';
import { wallet } from './wallet.js';
import { books } from './books.js';
import { lifecycle } from './lifecycle.js';

export const catalog = {
  ...common,
  server,
  web,
  shop,
  purchase,
  pki,
  dcv,
  certs,
  reissue,
  orders,
  wallet,
  books,
  lifecycle,
};
