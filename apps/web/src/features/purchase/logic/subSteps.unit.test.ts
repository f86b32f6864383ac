import { describe, expect, it } from 'vitest';
import { afterContact, afterCsr, afterDcv, afterKey, previousSubStep, progressBar } from './subSteps';

const ssl = { codeSign: false, download: false, authMethods: ['dns', 'http', 'email'] as const };

describe('purchase sub-steps', () => {
  it('goes from the contact to the CSR', () => {
    expect(afterContact()).toEqual({ kind: 'step', step: 'csr' });
  });

  it('offers the key download after an online CSR, then the validation method', () => {
    const facts = { ...ssl, download: true };
    expect(afterCsr(facts)).toEqual({ kind: 'step', step: 'key' });
    expect(afterKey(facts)).toEqual({ kind: 'step', step: 'dcv' });
  });

  it('goes straight to the validation method without a key to download', () => {
    expect(afterCsr(ssl)).toEqual({ kind: 'step', step: 'dcv' });
  });

  it('creates a code-signing order directly with the first allowed method', () => {
    const codeSign = { codeSign: true, download: false, authMethods: ['email'] as const };
    expect(afterCsr(codeSign)).toEqual({ kind: 'create', authMethod: 'email' });
    expect(afterCsr({ ...codeSign, authMethods: [] })).toEqual({ kind: 'create', authMethod: 'email' });
  });

  it('sends code signing with a key through the download, then creates the order', () => {
    const codeSign = { codeSign: true, download: true, authMethods: ['dns'] as const };
    expect(afterCsr(codeSign)).toEqual({ kind: 'step', step: 'key' });
    expect(afterKey(codeSign)).toEqual({ kind: 'create', authMethod: 'dns' });
  });

  it('asks the approver for email validation and creates directly for DNS and HTTP', () => {
    expect(afterDcv('email')).toEqual({ kind: 'step', step: 'approver' });
    expect(afterDcv('dns')).toEqual({ kind: 'create', authMethod: 'dns' });
    expect(afterDcv('http')).toEqual({ kind: 'create', authMethod: 'http' });
  });

  it('goes back one sub-step, skipping the key download when none was offered', () => {
    expect(previousSubStep('contact', { download: false })).toBeUndefined();
    expect(previousSubStep('csr', { download: true })).toBe('contact');
    expect(previousSubStep('key', { download: true })).toBe('csr');
    expect(previousSubStep('dcv', { download: true })).toBe('key');
    expect(previousSubStep('dcv', { download: false })).toBe('csr');
    expect(previousSubStep('approver', { download: false })).toBe('dcv');
  });

  it('shows one progress line for the whole order step', () => {
    const online = { codeSign: false, download: true, csrSaved: true };
    const upload = { codeSign: false, download: false, csrSaved: true };
    const keys = (bar: ReturnType<typeof progressBar>) => bar.items.map((item) => item.key);
    // The same four items on every sub-step, whatever the answers so far.
    for (const step of ['contact', 'csr', 'key', 'dcv', 'approver'] as const)
      expect(keys(progressBar(step, online))).toEqual(['contact', 'csr', 'key', 'dcv']);
    expect(keys(progressBar('contact', { codeSign: false, download: false, csrSaved: false }))).toEqual([
      'contact',
      'csr',
      'key',
      'dcv',
    ]);
    expect(progressBar('approver', online).current).toBe(3);
    expect(progressBar('dcv', upload).items.find((item) => item.key === 'key')?.skipped).toBe(true);
    expect(progressBar('dcv', online).items.some((item) => item.skipped)).toBe(false);
    expect(keys(progressBar('csr', { codeSign: true, download: false, csrSaved: false }))).toEqual([
      'contact',
      'csr',
    ]);
  });
});
