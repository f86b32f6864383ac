import { acme } from './acme.js';
import { advertisements } from './advertisements.js';
import { whiteLabel } from './whiteLabel.js';
import { affiliate } from './affiliate.js';
import { apiKeys } from './apiKeys.js';
import { audit } from './audit.js';
import { books } from './books.js';
import { certs } from './certs.js';
import { dashboard } from './dashboard.js';
import { dcv } from './dcv.js';
import { domains } from './domains.js';
import { domainsUi } from './domainsUi.js';
import { domainNotices } from './domainNotices.js';
import { delivery } from './delivery.js';
import { expiryNotices } from './expiryNotices.js';
import { letters } from './letters.js';
import { lifecycle } from './lifecycle.js';
import { ops } from './ops.js';
import { opsOverview, opsTotp } from './opsOverview.js';
import { opsCatalogue } from './opsCatalogue.js';
import { opsContent } from './opsContent.js';
import { opsUpstreams } from './opsUpstreams.js';
import { orders } from './orders.js';
import { pager } from './pager.js';
import { pki } from './pki.js';
import { pricingRequests } from './pricingRequests.js';
import { purchase } from './purchase.js';
import { reissue } from './reissue.js';
import { served } from './servedCertificates.js';
import { server } from './server.js';
import { shop } from './shop.js';
import { team } from './team.js';
import { wallet } from './wallet.js';

/** The rest of the catalog: the member screens' texts (the web loads it with the member shell) and the server's. */
export const member = {
  server,
  shop,
  purchase,
  pki,
  dcv,
  domains,
  domainsUi,
  domainNotices,
  certs,
  delivery,
  reissue,
  orders,
  pager,
  wallet,
  books,
  lifecycle,
  expiryNotices,
  team,
  audit,
  apiKeys,
  acme,
  letters,
  pricingRequests,
  dashboard,
  advertisements,
  whiteLabel,
  affiliate,
  ops,
  opsOverview,
  opsTotp,
  opsCatalogue,
  opsContent,
  opsUpstreams,
  served,
};
