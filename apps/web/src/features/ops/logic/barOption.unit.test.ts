import { describe, expect, it } from 'vitest';
import { barOption } from './barOption';

const STATUSES = Array.from({ length: 14 }, (_v, i) => ({ name: `Status ${i}`, value: i }));

describe('overview bar charts', () => {
  it('"Orders by status": horizontal bars, every one of the 14 labelled (none skipped)', () => {
    const option = barOption(STATUSES, '#13a8a8', true);
    expect(option.yAxis).toMatchObject({
      type: 'category',
      data: STATUSES.map((s) => s.name),
      axisLabel: { interval: 0 },
    });
    expect(option.yAxis).not.toHaveProperty('axisLabel.hideOverlap');
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });

  it('sales per day: vertical bars whose date labels may thin out', () => {
    const option = barOption([{ name: '03-01', value: 1 }], '#1677ff');
    expect(option.xAxis).toMatchObject({ type: 'category', axisLabel: { hideOverlap: true } });
  });
});
