import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './activeFilters';

describe('activeFilterCount', () => {
  it('counts each field set once and a date range as one filter', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ domain: 'example.com' })).toBe(1);
    expect(activeFilterCount({ beginTime: '2026-01-01', endTime: '2026-01-31', tag: 'paid' })).toBe(2);
    expect(activeFilterCount({ endTime: '2026-01-31' })).toBe(1);
  });

  it('leaves out the ignored keys and empty values', () => {
    expect(
      activeFilterCount({ page: 1, pageSize: 10, timeType: 'created', orderID: '' }, [
        'page',
        'pageSize',
        'timeType',
      ]),
    ).toBe(0);
    expect(activeFilterCount({ timeType: 'paid', orderID: '42' }, ['timeType'])).toBe(1);
  });
});
