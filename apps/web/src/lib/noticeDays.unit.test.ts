import { describe, expect, it } from 'vitest';
import { dayTags, sortDayTags } from './noticeDays';

describe('expiry notice day tags', () => {
  it('puts numbers largest first, once, and leaves what is not a number at the end for the rule to name', () => {
    expect(sortDayTags(['7', '30', ' 45 ', '30', ''])).toEqual(['45', '30', '7']);
    expect(sortDayTags(['x', '3', '14'])).toEqual(['14', '3', 'x']);
    expect(dayTags([30, 7])).toEqual(['30', '7']);
  });
});
