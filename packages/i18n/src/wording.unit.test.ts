import { describe, expect, it } from 'vitest';
import { catalogs, type Catalog } from './index.js';

const text = (catalog: Catalog, key: string): string =>
  key.split('.').reduce<Catalog | string>((node, part) => (node as Catalog)[part]!, catalog) as string;

/** The list filters that name one status each: their label must be that status's label. */
const FILTER_STATUS: Record<string, number> = {
  unauthz: 0,
  waitCommit: 12,
  issued: 2,
  complete: 3,
  cancel: 5,
  refunded: 6,
  revoking: 7,
  revoked: 8,
  failed: 13,
};

describe('one wording per order state and action', () => {
  it.each(['en', 'zh-cn', 'zh-tw'] as const)(
    '%s: a filter names its status as the status label does',
    (lang) => {
      for (const [tag, status] of Object.entries(FILTER_STATUS))
        expect(text(catalogs[lang], `orders.tags.${tag}`), tag).toBe(
          text(catalogs[lang], `orders.status.${status}`),
        );
    },
  );

  it.each(['en', 'zh-cn', 'zh-tw'] as const)('%s: statuses are labelled in one place only', (lang) => {
    expect((catalogs[lang].reissue as Catalog).status).toBeUndefined();
    const labels = Object.values(catalogs[lang].orders as Catalog)
      .filter((node): node is Catalog => typeof node === 'object')
      .find((node) => node['0'] !== undefined && node['13'] !== undefined);
    expect(labels).toBe((catalogs[lang].orders as Catalog).status);
  });

  it.each(['en', 'zh-cn', 'zh-tw'] as const)(
    '%s: the validation help names the button it means ("Submit validation")',
    (lang) => {
      const button = text(catalogs[lang], 'orders.validation.submit');
      for (const method of ['dns', 'http'])
        expect(text(catalogs[lang], `orders.instructions.validate.${method}`), method).toContain(button);
    },
  );
});

/** Every text of a catalog with its key. */
const leaves = (node: Catalog, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

// Issue 31: texts a new customer met on the order and payment screens.
describe('order and payment wording (issue 31)', () => {
  it('names the trial button as an action and says what starting the trial did', () => {
    expect(text(catalogs.en, 'purchase.buy.freeTrial')).toBe('Start 14-day free trial');
    for (const lang of ['en', 'zh-cn', 'zh-tw'] as const) {
      const started = text(catalogs[lang], 'purchase.buy.trialStarted');
      expect(started, lang).toContain('{{date}}');
      expect(started, lang).not.toBe(text(catalogs[lang], 'orders.detail.operationDone'));
    }
  });

  it('labels the needPay filter button understandably, with an explanation', () => {
    expect(text(catalogs.en, 'orders.list.threeDays')).not.toBe('3 Days Pay');
    for (const lang of ['en', 'zh-cn', 'zh-tw'] as const)
      expect(text(catalogs[lang], 'orders.list.threeDaysHelp').length, lang).toBeGreaterThan(40);
  });

  it('says the refund rule as the server applies it, not a promise for every paid order', () => {
    const confirm = text(catalogs.en, 'purchase.buy.confirmBalanceText');
    expect(confirm).not.toContain('A paid order can be refunded');
    expect(confirm).toMatch(/cancel/);
    expect(confirm).toMatch(/no longer be cancelled or refunded/);
  });

  it('writes no "(s)" plural anywhere in the English catalog', () => {
    expect(leaves(catalogs.en).filter(([, value]) => /\w\(s\)/.test(value))).toEqual([]);
  });
});
