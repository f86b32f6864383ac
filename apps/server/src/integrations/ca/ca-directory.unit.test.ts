import { describe, expect, it } from 'vitest';
import { createCaDirectory, type CaRouting } from './ca-directory.js';
import type { CertificateAuthority } from './certificate-authority.js';

const fakeCa = (name: string, validatesNames: boolean): CertificateAuthority => ({
  name,
  validatesNames,
  submit: () => Promise.reject(new Error('not used')),
  recheck: () => Promise.reject(new Error('not used')),
  revoke: () => Promise.resolve(),
  rootPem: () => Promise.resolve(null),
});

describe('CA directory', () => {
  const builtin = fakeCa('builtin', false);
  const acme = fakeCa('acme', true);
  const cas = createCaDirectory(builtin, { Sectigo: acme, Positive: acme });

  it('sends a brand configured in CA_BRANDS to its CA, every other brand to the default', () => {
    expect(cas.forOrder({ brand: 'Sectigo', caName: null })).toBe(acme);
    expect(cas.forOrder({ brand: 'DigiCert', caName: null })).toBe(builtin);
    expect(cas.default).toBe(builtin);
  });

  it('keeps a submitted order with the CA it was submitted to', () => {
    expect(cas.forOrder({ brand: 'Sectigo', caName: 'builtin' })).toBe(builtin);
    expect(cas.forOrder({ brand: 'DigiCert', caName: 'acme' })).toBe(acme);
    expect(cas.forOrder({ brand: 'DigiCert', caName: 'gone' })).toBe(builtin);
  });
});

describe('CA directory with stored routes', () => {
  const builtin = fakeCa('builtin', false);
  const envAcme = fakeCa('acme', true);
  const stored = new Map([
    ['sectigo-acme', fakeCa('sectigo-acme', true)],
    ['digicert-cc', fakeCa('digicert-cc', true)],
  ]);
  const routes = new Map([
    ['Sectigo/', 'sectigo-acme'],
    ['DigiCert/', 'digicert-cc'],
    ['DigiCert/DigiCertDV', 'sectigo-acme'],
    ['Positive/', 'builtin'],
    ['GeoTrust/GeoTrustOV', 'gone'],
  ]);
  // Product routes naming the upstream's own product id.
  const upstreamProducts = new Map([
    ['DigiCert/DigiCertOVPlus', 'ssl_plus'],
    ['GeoTrust/GeoTrustOV', 'ssl_basic'],
  ]);
  let refreshed = 0;
  const routing: CaRouting = {
    route: (brand, shortName) =>
      (shortName ? routes.get(`${brand}/${shortName}`) : undefined) ?? routes.get(`${brand}/`),
    upstreamProduct: (brand, shortName) => upstreamProducts.get(`${brand}/${shortName ?? ''}`),
    byName: (name) => stored.get(name),
    refresh: () => {
      refreshed++;
      return Promise.resolve();
    },
  };
  // The env shorthand: CA_PROVIDER=acme, CA_BRANDS=Positive=acme,GeoTrust=builtin.
  const cas = createCaDirectory(envAcme, { Positive: envAcme, GeoTrust: builtin }, { builtin, routing });

  it('a product route wins over its brand route, which wins over the env shorthand', () => {
    expect(cas.forOrder({ brand: 'DigiCert', shortName: 'DigiCertDV', caName: null }).name).toBe(
      'sectigo-acme',
    );
    expect(cas.forOrder({ brand: 'DigiCert', shortName: 'DigiCertOV', caName: null }).name).toBe(
      'digicert-cc',
    );
    // Positive=acme in CA_BRANDS, but a stored route sends it to the built-in CA.
    expect(cas.forOrder({ brand: 'Positive', shortName: 'PositiveDV', caName: null })).toBe(builtin);
  });

  it('without a stored route: CA_BRANDS, then CA_PROVIDER', () => {
    expect(cas.forOrder({ brand: 'GeoTrust', shortName: 'GeoTrustDV', caName: null })).toBe(builtin);
    expect(cas.forOrder({ brand: 'Thawte', shortName: 'ThawteDV', caName: null })).toBe(envAcme);
  });

  it('a submitted order keeps its upstream whatever the routes say now', () => {
    expect(cas.forOrder({ brand: 'Sectigo', shortName: 'SectigoDV', caName: 'digicert-cc' }).name).toBe(
      'digicert-cc',
    );
    expect(cas.forOrder({ brand: 'Sectigo', caName: 'builtin' })).toBe(builtin);
    expect(cas.forOrder({ brand: 'Sectigo', caName: 'acme' })).toBe(envAcme);
  });

  it('names the upstream product of a new order its product route decides, and only then', () => {
    const order = { brand: 'DigiCert', shortName: 'DigiCertOVPlus', caName: null };
    expect(cas.forOrder(order).name).toBe('digicert-cc');
    expect(cas.upstreamProductFor(order)).toBe('ssl_plus');
    expect(
      cas.upstreamProductFor({ brand: 'DigiCert', shortName: 'DigiCertOV', caName: null }),
    ).toBeUndefined();
    // Claimed for that upstream but not placed yet (a retry after a crash): the route's product still applies ...
    expect(cas.upstreamProductFor({ ...order, caName: 'digicert-cc' })).toBe('ssl_plus');
    // ... but not when the claim named another upstream than the route leads to now.
    expect(cas.upstreamProductFor({ ...order, caName: 'sectigo-acme' })).toBeUndefined();
    // A route to an upstream this process cannot find decides nothing (the env shorthand takes the order).
    expect(cas.forOrder({ brand: 'GeoTrust', shortName: 'GeoTrustOV', caName: null })).toBe(builtin);
    expect(
      cas.upstreamProductFor({ brand: 'GeoTrust', shortName: 'GeoTrustOV', caName: null }),
    ).toBeUndefined();
    expect(createCaDirectory(builtin).upstreamProductFor(order)).toBeUndefined();
  });

  it('refreshes the routes through the store', async () => {
    await cas.refresh();
    expect(refreshed).toBe(1);
    await createCaDirectory(builtin).refresh();
  });
});
