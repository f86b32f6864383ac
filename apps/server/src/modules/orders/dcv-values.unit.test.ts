import { describe, expect, it } from 'vitest';
import { orderDcvValueFor } from './dcv-values.js';

type Order = Parameters<typeof orderDcvValueFor>[0];

const order: Order = {
  authMethod: 'http',
  domainType: 2,
  productType: 'SSL',
  approverEmail: 'admin@example.com',
  verifyEmail: 'owner@example.net',
};

describe('one rule for the value an order asks per name (first submission, reissue, renewal)', () => {
  it('asks DNS instead of HTTP for a wildcard name', () => {
    expect(orderDcvValueFor(order, 'www.example.com').method).toBe('http');
    expect(orderDcvValueFor(order, '*.example.com')).toMatchObject({
      method: 'dns',
      authKey: '_dnsauth.example.com',
    });
    expect(orderDcvValueFor({ ...order, domainType: 4 }, 'example.com').method).toBe('dns');
  });

  it('keeps HTTP for an IP address of a multi-domain wildcard order (its only method; DNS cannot prove it)', () => {
    const multiWildcard: Order = { ...order, domainType: 6 };
    expect(orderDcvValueFor(multiWildcard, '8.8.8.8')).toMatchObject({ method: 'http' });
    expect(orderDcvValueFor(multiWildcard, '*.example.com').method).toBe('dns');
    expect(orderDcvValueFor(multiWildcard, 'example.com').method).toBe('dns');
  });

  it("mails the order's approver when it belongs to the name, else the name's first constructed address", () => {
    const email: Order = { ...order, authMethod: 'email' };
    expect(orderDcvValueFor(email, 'shop.example.com').authKey).toBe('admin@example.com');
    expect(orderDcvValueFor(email, 'other.org').authKey).toBe('admin@other.org');
  });

  it('validates code signing by the verification address', () => {
    const codeSign: Order = { ...order, productType: 'CodeSign', authMethod: 'email', approverEmail: '' };
    expect(orderDcvValueFor(codeSign, 'Example Ltd')).toMatchObject({
      method: 'email',
      authKey: 'owner@example.net',
    });
  });
});
