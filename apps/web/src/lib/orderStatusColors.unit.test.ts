import { ORDER_STATUS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { orderStatusColor } from './orderStatusColors';

describe('orderStatusColor (one map for the order list and the reissue summaries)', () => {
  it('colours every status as the order list does', () => {
    expect(orderStatusColor(ORDER_STATUS.needAuth)).toBe('orange');
    expect(orderStatusColor(ORDER_STATUS.pending)).toBe('gold');
    expect(orderStatusColor(ORDER_STATUS.complete)).toBe('green');
    expect(orderStatusColor(ORDER_STATUS.underReview)).toBe('blue');
    expect(orderStatusColor(ORDER_STATUS.waitingSubmit)).toBe('cyan');
    expect(orderStatusColor(ORDER_STATUS.revoked)).toBe('red');
    expect(orderStatusColor(99)).toBe('default');
  });
});
