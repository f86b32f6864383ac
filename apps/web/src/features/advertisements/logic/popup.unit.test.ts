import type { Advertisement } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { advertisementForPage } from './popupChoice';
import { markPopupShown, popupShown, remainingDelay } from './popupSession';

const ad = (
  id: number,
  location: Advertisement['location'],
  changes: Partial<Advertisement> = {},
): Advertisement => ({
  id,
  location,
  imageLink: `/ads/${id}.png`,
  contentLink: '/ssl-product',
  description: `Ad ${id}`,
  popCountdown: 3,
  ...changes,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('advertisement popup rules', () => {
  const list = [ad(9, 'memberHomePage'), ad(8, 'homePage'), ad(7, 'productPage'), ad(6, 'homePage')];

  it('picks the newest advertisement of the page’s location, only on the four pages', () => {
    expect(advertisementForPage(list, '/')?.id).toBe(8);
    expect(advertisementForPage(list, '/ssl-product')?.id).toBe(7);
    expect(advertisementForPage(list, '/ssl-product/')?.id).toBe(7);
    expect(advertisementForPage(list, '/admin/dashboard')?.id).toBe(9);
    for (const path of ['/admin/profile', '/admin', '/ssl-download', '/admin/dashboard/x'])
      expect(advertisementForPage(list, path), path).toBeUndefined();
    expect(advertisementForPage([], '/')).toBeUndefined();
  });

  it('skips an advertisement whose links are not a portal path or https', () => {
    const bad = [
      ad(5, 'homePage', { contentLink: 'javascript:alert(1)' }),
      ad(4, 'homePage', { imageLink: 'http://x.test/a.png' }),
      ad(3, 'homePage'),
    ];
    expect(advertisementForPage(bad, '/')?.id).toBe(3);
  });

  it('remembers per path that the popup was shown in this session', () => {
    const storage = memoryStorage();
    expect(popupShown(storage, '/')).toBe(false);
    markPopupShown(storage, '/', 8);
    expect(popupShown(storage, '/')).toBe(true);
    expect(popupShown(storage, '/ssl-product')).toBe(false);
    expect(popupShown(undefined, '/')).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => markPopupShown(refusing, '/', 1)).not.toThrow();
    expect(popupShown(refusing, '/')).toBe(false);
  });

  it('counts the countdown from the arrival on the page', () => {
    expect(remainingDelay(ad(1, 'homePage', { popCountdown: 3 }), 1000, 1000)).toBe(3000);
    expect(remainingDelay(ad(1, 'homePage', { popCountdown: 3 }), 1000, 2500)).toBe(1500);
    expect(remainingDelay(ad(1, 'homePage', { popCountdown: 3 }), 1000, 9000)).toBe(0);
    expect(remainingDelay(ad(1, 'homePage', { popCountdown: 0 }), 1000, 1000)).toBe(0);
  });
});
