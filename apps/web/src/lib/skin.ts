// The white-label skin of the host the app was loaded from (issue 17, docs/domain/white-label.md). The server
// writes it into index.html as a JSON data block, so the login page draws its brand without another call; the
// contract's subpath keeps zod out of the first page.
import { DEFAULT_SKIN, hasOwnName, type Skin } from '@portal/contract/skin';
import type { Catalog } from '@portal/i18n/web';

/** The data block's id (apps/server/src/plugins/index-page.ts). */
const SKIN_DATA_ID = 'portal-skin';

function readSkin(): Skin {
  // Written by the server from a checked row; a page without it (the Vite dev server) has the default.
  try {
    const data = document.getElementById(SKIN_DATA_ID)?.textContent;
    return data ? { ...DEFAULT_SKIN, ...(JSON.parse(data) as Partial<Skin>) } : DEFAULT_SKIN;
  } catch {
    return DEFAULT_SKIN;
  }
}

let current: Skin | undefined;

/** The skin of this page's host (the default when the page came without one, e.g. the Vite dev server). */
export function pageSkin(): Skin {
  current ??= readSkin();
  return current;
}

/** Whether the skin names the portal in its own words (the contract's rule, shared with the storefront). */
export { hasOwnName };

/**
 * The start catalog with the skin's site title and copyright as the app's name and copyright line: every page
 * title ("… · {name}"), the logo's name and the footers follow the host's brand from one place.
 */
export function withSkinTexts(catalog: Catalog, skin: Skin): Catalog {
  if (!hasOwnName(skin)) return catalog;
  const web = catalog.web as Catalog | undefined;
  const app = web?.app as Catalog | undefined;
  if (!web || !app) return catalog;
  return { ...catalog, web: { ...web, app: { ...app, title: skin.title, copyright: skin.copyright } } };
}
