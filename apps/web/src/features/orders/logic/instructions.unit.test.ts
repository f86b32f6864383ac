import { describe, expect, it } from 'vitest';
import { instructionKey } from './instructions';

describe('instruction panel', () => {
  const base = { authMethod: 'dns', paid: false, freeTrial: false };
  it('asks to pay, then to submit, then to publish the values of the chosen method', () => {
    expect(instructionKey({ ...base, status: 12 })).toBe('pay');
    expect(instructionKey({ ...base, status: 12, freeTrial: true })).toBe('submit');
    expect(instructionKey({ ...base, status: 12, paid: true })).toBe('submit');
    expect(instructionKey({ ...base, status: 0, authMethod: 'http' })).toBe('validate.http');
    expect(instructionKey({ ...base, status: 3 })).toBe('status3');
  });
  it('says there is nothing to publish when every name validates by itself (delegation or DNS connector)', () => {
    expect(instructionKey({ ...base, status: 0 }, true)).toBe('validate.automatic');
    expect(instructionKey({ ...base, status: 0 }, false)).toBe('validate.dns');
    // Only the validation step changes: the other statuses say the same.
    expect(instructionKey({ ...base, status: 12 }, true)).toBe('pay');
    expect(instructionKey({ ...base, status: 3 }, true)).toBe('status3');
  });
});
