import { describe, expect, it } from 'vitest';
import {
  afterCreate,
  canReissue,
  certFileName,
  csrSourcesFor,
  detailAction,
  domainKindOf,
  isReissueId,
  keyAvailableNow,
  namesOf,
  needsSignAlgo,
  orderFromState,
  orderIdOfReissue,
  parseOrderId,
  reissueRequest,
  reissueSearch,
  resumedReissueId,
} from './reissueRules';

const ssl = { productType: 'SSL' as const };
const codeSign = { productType: 'CodeSign' as const };
const file = new File(['-----BEGIN CERTIFICATE REQUEST-----'], 'a.csr');

describe('reissue form rules', () => {
  it('reissues issued and complete orders only (status 2 or 3)', () => {
    expect(canReissue(2)).toBe(true);
    expect(canReissue(3)).toBe(true);
    for (const status of [0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]) expect(canReissue(status)).toBe(false);
  });

  it('offers the three CSR sources for SSL and no online generation for code signing', () => {
    expect(csrSourcesFor(ssl)).toEqual(['newCSR', 'oldCSR', 'online']);
    expect(csrSourcesFor(codeSign)).toEqual(['newCSR', 'oldCSR']);
    expect(needsSignAlgo(codeSign)).toBe(true);
    expect(needsSignAlgo(ssl)).toBe(false);
  });

  it('picks the domains placeholder by domain type', () => {
    expect(domainKindOf(1)).toBe('single');
    expect(domainKindOf(2)).toBe('multi');
    expect(domainKindOf(4)).toBe('wildcard');
    expect(domainKindOf(6)).toBe('multiWildcard');
  });

  it('splits typed names as the server does', () => {
    expect(namesOf('a.example.com, B.example.com\n\nc.example.com.;a.example.com')).toEqual([
      'a.example.com',
      'b.example.com',
      'c.example.com',
    ]);
    expect(namesOf(undefined)).toEqual([]);
  });

  it('requires the CSR source', () => {
    expect(reissueRequest(ssl, {}, undefined)).toEqual({
      ok: false,
      problems: [{ field: 'csrFrom', key: 'reissue.form.csrFromRequired' }],
    });
    // online is no choice for code signing.
    const refused = reissueRequest(codeSign, { signAlgo: 4, csrFrom: 'online' }, undefined);
    expect(refused.ok).toBe(false);
  });

  it('requires the signature algorithm for code signing', () => {
    const result = reissueRequest(codeSign, { csrFrom: 'oldCSR' }, undefined);
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'signAlgo', key: 'reissue.form.signAlgoRequired' }],
    });
    expect(reissueRequest(codeSign, { csrFrom: 'oldCSR', signAlgo: 10 }, undefined)).toEqual({
      ok: true,
      request: { csrFrom: 'oldCSR', signAlgo: 10 },
    });
  });

  it('sends no signature algorithm for SSL', () => {
    expect(reissueRequest(ssl, { csrFrom: 'oldCSR', signAlgo: 4 }, undefined)).toEqual({
      ok: true,
      request: { csrFrom: 'oldCSR' },
    });
  });

  it('needs a pasted CSR or one file for newCSR, the pasted one first', () => {
    expect(reissueRequest(ssl, { csrFrom: 'newCSR', csr: '  ' }, undefined)).toEqual({
      ok: false,
      problems: [
        { field: 'csr', key: 'reissue.form.csrRequired' },
        { field: 'csrFile', key: 'reissue.form.csrFileRequired' },
      ],
    });
    expect(reissueRequest(ssl, { csrFrom: 'newCSR' }, file)).toEqual({
      ok: true,
      request: { csrFrom: 'newCSR', csrFile: file },
    });
    expect(reissueRequest(codeSign, { csrFrom: 'newCSR', csr: ' PEM ', signAlgo: 3 }, file)).toEqual({
      ok: true,
      request: { csrFrom: 'newCSR', csr: 'PEM', signAlgo: 3 },
    });
  });

  it('needs the domains for online, RSA 2048 unless told otherwise', () => {
    expect(reissueRequest(ssl, { csrFrom: 'online', domains: ' ' }, undefined)).toEqual({
      ok: false,
      problems: [{ field: 'domains', key: 'reissue.form.domainsRequired' }],
    });
    expect(reissueRequest(ssl, { csrFrom: 'online', domains: 'a.example.com\n' }, undefined)).toEqual({
      ok: true,
      request: { csrFrom: 'online', domains: 'a.example.com', keyAlgorithm: 'RSA2048' },
    });
    expect(
      reissueRequest(
        ssl,
        { csrFrom: 'online', domains: 'a.example.com', keyAlgorithm: 'ECDSAP256' },
        undefined,
      ),
    ).toMatchObject({ ok: true, request: { keyAlgorithm: 'ECDSAP256' } });
  });
});

describe('after the reissue is created', () => {
  const created = { id: '12_3', type: 'onlyReissue' as const, status: 3, paid: true, download: false };

  it('goes to the detail of an Only Reissue', () => {
    expect(afterCreate(created)).toEqual({ to: 'detail', reissueId: '12_3' });
    expect(afterCreate({ ...created, status: 0 })).toEqual({ to: 'detail', reissueId: '12_3' });
  });

  it('pays an unpaid Add San in buy-details with its order', () => {
    expect(afterCreate({ ...created, type: 'addSans', status: 12, paid: false })).toEqual({
      to: 'buyDetails',
      orderID: 12,
    });
  });

  it('hands the new key over only once the reissue is issued', () => {
    expect(keyAvailableNow({ status: 3 })).toBe(true);
    expect(keyAvailableNow({ status: 0 })).toBe(false);
    expect(keyAvailableNow({ status: 12 })).toBe(false);
  });

  it('reads reissue and order ids', () => {
    expect(orderIdOfReissue('12_3')).toBe(12);
    expect(orderIdOfReissue('12')).toBeUndefined();
    expect(isReissueId('4_1')).toBe(true);
    expect(isReissueId('4')).toBe(false);
    expect(isReissueId(undefined)).toBe(false);
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId('42_1')).toBeUndefined();
    expect(parseOrderId('0')).toBeUndefined();
    expect(parseOrderId(undefined)).toBeUndefined();
  });

  it('takes the order from navigation state only when it is the route order', () => {
    const state = { orderDetail: { id: 7, dnsNames: ['a.example'], status: 3 }, contactDetail: {} };
    expect(orderFromState(state, 7)).toBe(state);
    expect(orderFromState(state, 8)).toBeUndefined();
    expect(orderFromState({ orderID: 7 }, 7)).toBeUndefined();
    expect(orderFromState(null, 7)).toBeUndefined();
  });

  it('names the downloaded files after the reissue', () => {
    expect(certFileName('12_3', 'pem')).toBe('12_3.pem');
    expect(certFileName('12_3', 'key')).toBe('12_3.key');
  });
});

describe('reissue detail actions', () => {
  it('offers pay, commit, validation or the certificate by status', () => {
    expect(detailAction({ status: 12, paid: false })).toBe('pay');
    expect(detailAction({ status: 12, paid: true })).toBe('commit');
    expect(detailAction({ status: 0, paid: true })).toBe('validate');
    expect(detailAction({ status: 1, paid: true })).toBe('validate');
    expect(detailAction({ status: 3, paid: true })).toBe('certificate');
    expect(detailAction({ status: 11, paid: true })).toBe('underReview');
    expect(detailAction({ status: 5, paid: true })).toBe('none');
  });
});

describe('a reissue made on the form survives a reload', () => {
  it('keeps the reissue in the address and reads it back only for the same order', () => {
    expect(reissueSearch('12_3')).toBe('?reissue=12_3');
    expect(resumedReissueId(reissueSearch('12_3'), 12)).toBe('12_3');
    // Another order's reissue, a malformed id, no order or no parameter: the blank form.
    expect(resumedReissueId('?reissue=13_1', 12)).toBeUndefined();
    expect(resumedReissueId('?reissue=12', 12)).toBeUndefined();
    expect(resumedReissueId('?reissue=12_3', undefined)).toBeUndefined();
    expect(resumedReissueId('', 12)).toBeUndefined();
  });

  it("offers the key from the server's answer: issued -> now, not yet -> where it will be", () => {
    expect(keyAvailableNow({ status: 3 })).toBe(true);
    expect(keyAvailableNow({ status: 1 })).toBe(false);
  });
});
