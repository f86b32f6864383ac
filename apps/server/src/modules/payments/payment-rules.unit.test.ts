import { describe, expect, it } from 'vitest';
import { payableVerdict, skipsValidationStep, trialVerdict } from './payment-rules.js';

describe('payment rules', () => {
  it.each([
    [{ paid: false, status: 12 }, 'payable'],
    [{ paid: false, status: 2 }, 'payable'],
    [{ paid: true, status: 12 }, 'paid'],
    [{ paid: false, status: 5 }, 'closed'],
    [{ paid: false, status: 10 }, 'closed'],
  ] as const)('%o is %s', (order, verdict) => {
    expect(payableVerdict(order)).toBe(verdict);
  });

  it('offers a trial only on unpaid SSL orders waiting submit of a trial product', () => {
    const order = { paid: false, status: 12, freeTrial: false, productType: 'SSL' as const };
    expect(trialVerdict(order, true)).toBe('allowed');
    expect(trialVerdict(order, false)).toBe('notOffered');
    expect(trialVerdict({ ...order, productType: 'CodeSign' }, true)).toBe('notOffered');
    expect(trialVerdict({ ...order, paid: true }, true)).toBe('paid');
    expect(trialVerdict({ ...order, freeTrial: true }, true)).toBe('running');
    expect(trialVerdict({ ...order, status: 0 }, true)).toBe('state');
  });

  it('skips the validation step for email, complete and old DV orders of some brands', () => {
    const base = { authMethod: 'dns', complete: false, auditType: 'DV', brand: 'RapidSSL', old: false };
    expect(skipsValidationStep(base)).toBe(false);
    expect(skipsValidationStep({ ...base, authMethod: 'email' })).toBe(true);
    expect(skipsValidationStep({ ...base, complete: true })).toBe(true);
    expect(skipsValidationStep({ ...base, brand: 'Sectigo', old: true })).toBe(true);
    expect(skipsValidationStep({ ...base, brand: 'Sectigo', old: true, auditType: 'OV' })).toBe(false);
  });
});
