import { describe, expect, it } from 'vitest';
import { ANY_STATUS, opsOrderArgs, REVIEW_STATUS, searchOfStatus, statusOfSearch } from './opsOrdersQuery';

describe('the status of /ops/orders', () => {
  it('is the review queue without a parameter or with a wrong one', () => {
    expect(statusOfSearch(null)).toBe(REVIEW_STATUS);
    expect(statusOfSearch('14')).toBe(REVIEW_STATUS);
    expect(statusOfSearch('x')).toBe(REVIEW_STATUS);
    expect(statusOfSearch('')).toBe(REVIEW_STATUS);
  });

  it('is every status with "any", or the number given', () => {
    expect(statusOfSearch(ANY_STATUS)).toBeUndefined();
    expect(statusOfSearch('0')).toBe(0);
    expect(statusOfSearch('13')).toBe(13);
  });

  it('round-trips through the search parameter', () => {
    for (const status of [undefined, 0, 3, 11]) expect(statusOfSearch(searchOfStatus(status))).toBe(status);
  });
});

describe('opsOrderArgs', () => {
  it('leaves out empty fields and the status "any"', () => {
    expect(opsOrderArgs(undefined, { id: ' ', email: '', domain: undefined })).toEqual({});
  });

  it('trims the texts and lower-cases the e-mail and the domain', () => {
    expect(opsOrderArgs(11, { id: ' 42 ', email: ' Ann@Example.COM ', domain: 'WWW.Example.com ' })).toEqual({
      status: 11,
      id: '42',
      email: 'ann@example.com',
      domain: 'www.example.com',
    });
  });

  it('sends the picked creation days as YYYY-MM-DD, either end open', () => {
    const day = (text: string) => ({ format: () => text });
    expect(opsOrderArgs(undefined, { created: [day('2026-11-01'), day('2026-11-26')] })).toEqual({
      beginTime: '2026-11-01',
      endTime: '2026-11-26',
    });
    expect(opsOrderArgs(undefined, { created: [null, day('2026-11-26')] })).toEqual({
      endTime: '2026-11-26',
    });
    expect(opsOrderArgs(undefined, { created: null })).toEqual({});
  });
});
