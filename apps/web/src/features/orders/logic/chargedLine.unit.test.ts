import type { ChargedPayment } from '@portal/contract';
import { loadCatalog } from '@portal/i18n/web';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { chargedLine } from './chargedLine';

const payment = (extra: Partial<ChargedPayment>): ChargedPayment => ({
  id: 1,
  listAmount: 59,
  discount: 10,
  paidAmount: 49,
  coupon: '',
  codeKind: null,
  orders: 1,
  ...extra,
});

// Issue 31: the "Charged" line names a promo code as a promo code and counts orders with proper plurals.
describe('order detail: what was charged', () => {
  it.each([
    [
      'en',
      'en-US',
      '$49.00 (list price $59.00, discount $10.00) · coupon GIFT10',
      '$49.00 (list price $59.00, discount $10.00) · promo code SPRING',
      'paid together with 1 other order in one payment',
      'paid together with 2 other orders in one payment',
    ],
    [
      'zh-cn',
      'zh-CN',
      '$49.00（原价 $59.00，优惠 $10.00） · 优惠券 GIFT10',
      '$49.00（原价 $59.00，优惠 $10.00） · 优惠码 SPRING',
      '与另外 1 个订单合并为一次支付',
      '与另外 2 个订单合并为一次支付',
    ],
    [
      'zh-tw',
      'zh-TW',
      '$49.00（原價 $59.00，優惠 $10.00） · 優惠券 GIFT10',
      '$49.00（原價 $59.00，優惠 $10.00） · 優惠碼 SPRING',
      '與另外 1 筆訂單合併為一次付款',
      '與另外 2 筆訂單合併為一次付款',
    ],
  ] as const)('%s', async (lang, tag, coupon, promo, two, three) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: tag,
      fallbackLng: false,
      resources: { [tag]: { translation: await loadCatalog(lang) } },
      nsSeparator: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const t = (key: string, vars?: Record<string, string | number>) => instance.t(key, vars);
    expect(chargedLine(t, payment({ coupon: 'GIFT10', codeKind: 'coupon' }))).toBe(coupon);
    expect(chargedLine(t, payment({ coupon: 'SPRING', codeKind: 'promoCode' }))).toBe(promo);
    // One order alone: no count at all ("1 order(s)" is gone).
    expect(chargedLine(t, payment({}))).not.toMatch(/order|订单|訂單|\(s\)/);
    expect(chargedLine(t, payment({ orders: 2 }))).toContain(two);
    expect(chargedLine(t, payment({ orders: 3 }))).toContain(three);
  });
});
