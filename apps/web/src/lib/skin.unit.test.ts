import { DEFAULT_SKIN } from '@portal/contract/skin';
import { describe, expect, it } from 'vitest';
import { hasOwnName, withSkinTexts } from './skin';

const catalog = {
  validation: { required: 'Required' },
  web: {
    app: { title: '证书门户', copyright: '© {{year}} 证书门户', tagline: 'SSL' },
    menu: { profile: 'x' },
  },
};

describe('the skin names the app', () => {
  it('keeps the translated name and copyright under the built-in default skin', () => {
    expect(hasOwnName(DEFAULT_SKIN)).toBe(false);
    expect(withSkinTexts(catalog, DEFAULT_SKIN)).toBe(catalog);
  });

  it("takes a host skin's title and copyright, leaving every other text", () => {
    const skin = {
      ...DEFAULT_SKIN,
      host: 'shop.reseller.example',
      title: 'Reseller SSL',
      copyright: '© Reseller',
    };
    expect(withSkinTexts(catalog, skin)).toEqual({
      ...catalog,
      web: { ...catalog.web, app: { title: 'Reseller SSL', copyright: '© Reseller', tagline: 'SSL' } },
    });
  });

  it('takes a site name the operator set for the default skin', () => {
    const named = { ...DEFAULT_SKIN, title: 'Example Certificates', copyright: '© Example Certificates' };
    expect(hasOwnName(named)).toBe(true);
    expect((withSkinTexts(catalog, named).web as typeof catalog.web).app.title).toBe('Example Certificates');
  });
});
