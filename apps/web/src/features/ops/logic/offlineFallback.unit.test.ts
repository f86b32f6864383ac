import { describe, expect, it } from 'vitest';
import { offlineShown } from './offlineFallback';

describe('console settings: what each language’s customers see of the bank-transfer instructions', () => {
  it('an empty zh-CN / zh-TW field says its readers see the en-US text', () => {
    const texts = { 'en-US': 'IBAN GB33', 'zh-CN': '', 'zh-TW': '  ' };
    expect(offlineShown('zh-CN', texts)).toEqual({ key: 'offlineFallback', lang: 'zh-CN', from: 'en-US' });
    expect(offlineShown('zh-TW', texts)).toEqual({ key: 'offlineFallback', lang: 'zh-TW', from: 'en-US' });
    expect(offlineShown('en-US', texts)).toEqual({ key: 'offlineShown', lang: 'en-US' });
  });

  it('without en-US, the first language set (as the server answers); none set: not offered', () => {
    expect(offlineShown('en-US', { 'zh-TW': '銀行' })).toEqual({
      key: 'offlineFallback',
      lang: 'en-US',
      from: 'zh-TW',
    });
    expect(offlineShown('zh-CN', { 'zh-CN': '银行' })).toEqual({ key: 'offlineShown', lang: 'zh-CN' });
    expect(offlineShown('zh-TW', {})).toEqual({ key: 'offlineNone', lang: 'zh-TW' });
    expect(offlineShown('en-US', undefined)).toEqual({ key: 'offlineNone', lang: 'en-US' });
  });
});
