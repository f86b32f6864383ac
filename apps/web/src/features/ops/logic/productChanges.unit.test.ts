import type { Badge, OpsProductRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { changesOf, type ProductFormValues } from './productChanges';

const row: OpsProductRow = {
  id: 1,
  shortName: 'positivessl',
  name: 'PositiveSSL',
  brand: 'Sectigo',
  productType: 'SSL',
  auditType: 'DV',
  domainType: 1,
  productTag: null,
  tab: 'Sectigo',
  active: true,
  badges: ['popular'],
  prices: { '12': '10.10', '24': '19.00' },
  attachCommonPrice: '5.00',
  validities: [12, 24],
  introduction: { en: '', 'zh-cn': '', 'zh-tw': '' },
};
const unchanged: Record<string, string> = {
  price12: '10.10',
  price24: '19.00',
  attachCommonPrice: '5.00',
  'intro-en': '',
  'intro-zh-cn': '',
  'intro-zh-tw': '',
};
/** The form's values: its text fields and its badges (antd's form holds both in one object). */
const form = (fields: Record<string, string>, badges: Badge[] = ['popular']) =>
  ({ ...unchanged, ...fields, badges }) as unknown as ProductFormValues;

describe('product edit changes', () => {
  it('sends nothing when the form says the same prices in other spellings (compared in cents)', () => {
    expect(changesOf(row, form({ price12: '10.1', price24: '19', attachCommonPrice: '5' }))).toEqual({});
  });

  it('sends only the prices that differ by a cent or more, as typed', () => {
    expect(changesOf(row, form({ price12: '10.11', attachCommonPrice: '4.99' }))).toEqual({
      prices: { '12': '10.11' },
      attachCommonPrice: '4.99',
    });
  });

  it('sends badges and introductions only when they changed', () => {
    expect(changesOf(row, form({ 'intro-en': ' A line ' }, ['hot', 'popular']))).toEqual({
      badges: ['popular', 'hot'],
      introduction: { en: 'A line', 'zh-cn': '', 'zh-tw': '' },
    });
  });
});
