import { loadCatalog } from '@portal/i18n/web';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/** The shop texts use i18next plurals (key_one / key_other): check they resolve in every language. */
describe('shop plurals', () => {
  it.each([
    ['en', 'en-US', '1 year', '3 years', 'Includes 5 FQDNs'],
    ['zh-cn', 'zh-CN', '1 年', '3 年', '含 5 个域名（FQDN）'],
    ['zh-tw', 'zh-TW', '1 年', '3 年', '含 5 個網域（FQDN）'],
  ] as const)('%s', async (lang, tag, one, three, fqdns) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: tag,
      fallbackLng: false,
      resources: { [tag]: { translation: await loadCatalog(lang) } },
      nsSeparator: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    expect(instance.t('shop.list.years', { count: 1 })).toBe(one);
    expect(instance.t('shop.list.years', { count: 3 })).toBe(three);
    expect(instance.t('shop.list.includesFqdns', { count: 5 })).toBe(fqdns);
  });
});
