import { loadCatalog } from '@portal/i18n/web';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/** The shop texts use i18next plurals (key_one / key_other): check they resolve in every language. */
describe('shop plurals', () => {
  it.each([
    ['en', 'en-US', '1 year', '3 years', 'Includes 5 FQDNs', 'Includes 2 IP addresses'],
    ['zh-cn', 'zh-CN', '1 年', '3 年', '含 5 个域名（FQDN）', '含 2 个 IP 地址'],
    ['zh-tw', 'zh-TW', '1 年', '3 年', '含 5 個網域（FQDN）', '含 2 個 IP 位址'],
  ] as const)('%s', async (lang, tag, one, three, fqdns, ips) => {
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
    expect(instance.t('shop.list.includesIps', { count: 2 })).toBe(ips);
  });
});
