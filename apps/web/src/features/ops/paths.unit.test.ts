import { describe, expect, it } from 'vitest';
import { OPS_PATHS, opsMenuKey } from './paths';

describe('opsMenuKey', () => {
  it('selects the review queue for /ops/orders without a status or with 11', () => {
    expect(opsMenuKey('/ops/orders', '')).toBe(OPS_PATHS.queue);
    expect(opsMenuKey('/ops/orders', '?status=11')).toBe(OPS_PATHS.queue);
  });

  it('selects Orders for any other status', () => {
    expect(opsMenuKey('/ops/orders', '?status=any')).toBe(OPS_PATHS.orders);
    expect(opsMenuKey('/ops/orders', '?status=3')).toBe(OPS_PATHS.orders);
  });

  it('selects the credit and audit pages by their path', () => {
    expect(opsMenuKey('/ops/credit', '')).toBe(OPS_PATHS.credit);
    expect(opsMenuKey('/ops/audit', '?q=x')).toBe(OPS_PATHS.audit);
  });

  it('selects Users for the list and a user page, and each money queue by its path', () => {
    expect(opsMenuKey('/ops/users', '?query=a')).toBe(OPS_PATHS.users);
    expect(opsMenuKey('/ops/users/12345678', '')).toBe(OPS_PATHS.users);
    expect(opsMenuKey('/ops/refunds', '')).toBe(OPS_PATHS.refunds);
    expect(opsMenuKey('/ops/payouts', '')).toBe(OPS_PATHS.payouts);
    expect(opsMenuKey('/ops/payments/offline', '')).toBe(OPS_PATHS.offline);
  });

  it('selects the overview and the security page by their path', () => {
    expect(opsMenuKey('/ops/overview', '')).toBe(OPS_PATHS.overview);
    expect(opsMenuKey('/ops/security', '')).toBe(OPS_PATHS.security);
    expect(opsMenuKey('/ops/upstreams', '')).toBe(OPS_PATHS.upstreams);
  });
});
