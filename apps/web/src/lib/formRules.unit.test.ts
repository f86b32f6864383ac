import { contactFields, enterpriseFields, loginBody, registerBody } from '@portal/contract';
import { loadCatalog, type Catalog } from '@portal/i18n/web';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyFieldErrors, sameAs, zodRule } from './formRules';
import { translateMessage } from './i18n';
import { mustEqual, validateLightField } from './lightForm';

let catalog: Catalog;
const translate = (raw: string) => translateMessage(raw, catalog);

/** Runs an antd rule's validator the way antd does; resolves to the error text or undefined. */
async function run(rule: RuleObject, value: unknown): Promise<string | undefined> {
  try {
    await rule.validator!(rule, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(async () => {
  catalog = await loadCatalog('en');
});

describe('zodRule (contract schema -> antd rule)', () => {
  it('rejects an empty value with the translated "required" text of the contract', async () => {
    expect(await run(zodRule(loginBody.shape.email, translate), undefined)).toBe(
      'Please enter email address',
    );
    expect(await run(zodRule(loginBody.shape.email, translate), '')).toBe('Please enter email address');
    expect(await run(zodRule(loginBody.shape.password, translate), '')).toBe('Please enter your password.');
    expect(await run(zodRule(contactFields.shape.firstName, translate), '   ')).toBe(
      'Please enter the first name',
    );
  });

  it('fills the argument of keys like validation.maxLength:64', async () => {
    const rule = zodRule(enterpriseFields.shape.organizationName, translate);
    expect(await run(rule, 'x'.repeat(65))).toBe('At most 64 characters');
    expect(await run(rule, 'x'.repeat(64))).toBeUndefined();
    expect(await run(zodRule(registerBody.shape.password, translate), 'short')).toBe(
      'The password must have at least 8 characters',
    );
  });

  it('accepts valid values', async () => {
    expect(await run(zodRule(loginBody.shape.email, translate), 'Ann@Example.com')).toBeUndefined();
    expect(await run(zodRule(enterpriseFields.shape.country, translate), 'de')).toBeUndefined();
    expect(await run(zodRule(enterpriseFields.shape.country, translate), 'XX')).toBe(
      'Please select a country from the list',
    );
  });

  it('sameAs compares with another field', async () => {
    const values: Record<string, string> = { password: 'secret123' };
    const rule = sameAs(
      'password',
      'validation.passwordsDoNotMatch',
      translate,
    )({
      getFieldValue: (name: unknown) => values[String(name)],
    } as never) as RuleObject;
    expect(await run(rule, 'secret123')).toBeUndefined();
    expect(await run(rule, 'secret124')).toBe('The two passwords do not match. Please re-enter them');
  });

  it('puts server field errors on known fields only', () => {
    const set: unknown[] = [];
    const form = { setFields: (fields: unknown[]) => set.push(...fields) };
    const errors = [
      { field: 'email', message: 'validation.emailInvalid' },
      { field: 'unknown', message: 'x' },
    ];
    expect(applyFieldErrors(form, ['email', 'password'], errors, translate)).toBe(true);
    expect(set).toEqual([{ name: 'email', errors: ['Please enter a valid email address'] }]);
    expect(applyFieldErrors(form, ['password'], errors, translate)).toBe(false);
  });
});

describe('light form validation (auth screens)', () => {
  it('uses the same contract schema and cross-field checks', () => {
    const values = { password: 'secret123', confirm: 'secret124' };
    const confirm = {
      schema: registerBody.shape.confirm,
      checks: [mustEqual<'password' | 'confirm'>('password', 'x.y')],
    };
    expect(validateLightField({ schema: registerBody.shape.email }, 'nope', values)).toBe(
      'validation.emailInvalid',
    );
    expect(validateLightField(confirm, 'secret124', values)).toBe('x.y');
    expect(validateLightField(confirm, 'secret123', { ...values, confirm: 'secret123' })).toBeUndefined();
  });
});
