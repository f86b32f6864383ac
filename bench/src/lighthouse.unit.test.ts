import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, emulatedHostIndex, REFERENCE_SLOWDOWN } from './lighthouse.js';

describe('calibrated Lighthouse runs (BENCH_LIGHTHOUSE_HOST_INDEX)', () => {
  it('slows a faster host more and a slower one less, so it scores as the wanted index would under 4×', () => {
    expect(calibratedSlowdown(3000, 1500)).toBe(8);
    expect(calibratedSlowdown(1500, 1500)).toBe(REFERENCE_SLOWDOWN);
    expect(calibratedSlowdown(2410, 1500)).toBe(6.43);
    expect(calibratedSlowdown(750, 1500)).toBe(2);
  });

  it('never speeds the page up (at least 1×)', () => {
    expect(calibratedSlowdown(100, 1500)).toBe(1);
  });

  it('reads the wanted index from the environment, and refuses what is not a positive number', () => {
    expect(emulatedHostIndex({})).toBeUndefined();
    expect(emulatedHostIndex({ BENCH_LIGHTHOUSE_HOST_INDEX: '' })).toBeUndefined();
    expect(emulatedHostIndex({ BENCH_LIGHTHOUSE_HOST_INDEX: '1500' })).toBe(1500);
    expect(() => emulatedHostIndex({ BENCH_LIGHTHOUSE_HOST_INDEX: 'fast' })).toThrow(/positive number/);
    expect(() => emulatedHostIndex({ BENCH_LIGHTHOUSE_HOST_INDEX: '-3' })).toThrow(/positive number/);
  });
});
