// A storefront host's white-label skin (spec 001 section 2 "Brand skins per host"; issue 17). No zod here: the
// storefront's small bundle and the server's page renderer both use the type; the API schema is in api/skin.ts.

/** What the pages served for one request host show of the brand. */
export interface Skin {
  /** The host name this skin belongs to (lower case, no port); null: the default skin of unknown hosts. */
  host: string | null;
  /** Site title: the pages' <title> suffix, og:site_name, the header of the storefront and of the member area. */
  title: string;
  /** The footer's copyright line. */
  copyright: string;
  /** Menu logo (storefront header, member shell); null: the built-in mark. */
  logo: string | null;
  /** Logo of the login / register / reset pages; null: the menu logo, else the built-in mark. */
  loginLogo: string | null;
  /** Favicon address; null: the built-in /favicon.svg. */
  favicon: string | null;
}

export const DEFAULT_SITE_TITLE = 'Certificate Portal';

/** The skin of a host without one of its own, before the operator's `website` setting is applied. */
export const DEFAULT_SKIN: Skin = {
  host: null,
  title: DEFAULT_SITE_TITLE,
  copyright: `© ${DEFAULT_SITE_TITLE}`,
  logo: null,
  loginLogo: null,
  favicon: null,
};

/**
 * Whether the skin names the portal in its own words: a host's skin, or the default one under a site name the
 * operator set (`portal settings:website`). The built-in default keeps the translated name and copyright instead.
 */
export function hasOwnName(skin: Skin): boolean {
  return skin.host !== null || skin.title !== DEFAULT_SITE_TITLE;
}

/**
 * The skin as a page in one language shows it (issue 31): the built-in default's name and copyright in that
 * language (`siteName`, the catalog's), an operator's or a host's name as set.
 */
export function skinInLanguage(skin: Skin, siteName: string): Skin {
  if (hasOwnName(skin) || !siteName) return skin;
  return { ...skin, title: siteName, copyright: `© ${siteName}` };
}
