import { describe, expect, it } from 'vitest';
import { barPercent, barsLabel, scaleTop } from './barScale';

describe("the overview charts' scale", () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(scaleTop([])).toBe(1);
    expect(scaleTop([0, 0])).toBe(1);
    expect(scaleTop([3])).toBe(5);
    expect(scaleTop([7, 2])).toBe(10);
    expect(scaleTop([10])).toBe(10);
    expect(scaleTop([149.5])).toBe(200);
    expect(scaleTop([0.4])).toBe(0.5);
  });

  it('gives each bar its share of the scale, a sliver at least when above zero', () => {
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0.01, 1000)).toBe(1);
    expect(barPercent(20, 10)).toBe(100);
  });

  it('names every bar in order', () => {
    expect(
      barsLabel([
        { name: 'Issued', value: 3 },
        { name: 'Pending', value: 0 },
      ]),
    ).toBe('Issued: 3, Pending: 0');
  });
});
