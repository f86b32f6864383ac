import { describe, expect, it } from 'vitest';
import { labelled, legendKey, totalOf } from './charts';

describe('dashboard charts', () => {
  it('translates the spec legends and keeps brand and validation names', () => {
    const slices = [
      { name: 'Wildcard', value: 2 },
      { name: 'DigiCert/Symantec', value: 3 },
      { name: 'EV', value: 0 },
      { name: '7 days', value: 1 },
    ];
    expect(labelled(slices, (key) => `<${key}>`)).toEqual([
      { name: '<dashboard.legends.wildcard>', value: 2 },
      { name: 'DigiCert/Symantec', value: 3 },
      { name: 'EV', value: 0 },
      { name: '<dashboard.legends.days7>', value: 1 },
    ]);
    expect(legendKey('Sectigo')).toBeUndefined();
  });

  it('adds up a chart', () => {
    expect(totalOf([])).toBe(0);
    expect(
      totalOf([
        { name: 'DV', value: 4 },
        { name: 'OV', value: 1 },
      ]),
    ).toBe(5);
  });
});
