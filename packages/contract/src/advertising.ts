// Where advertisements pop up (spec 001 sections 3 and 4; docs/domain/advertisements.md). No zod here: the web's
// first page uses these (the schemas of GET advertisements are in api/advertisements.ts).

/** Where an advertisement pops up: the public home page, the public product page, the member dashboard. */
export const AD_LOCATIONS = ['homePage', 'productPage', 'memberHomePage'] as const;
export type AdLocation = (typeof AD_LOCATIONS)[number];

/** The page paths of each location (spec section 4: only these pages show the popup). */
export const AD_PAGE_PATHS: Record<AdLocation, readonly string[]> = {
  homePage: ['/'],
  productPage: ['/ssl-product', '/ssl-product/'],
  memberHomePage: ['/admin/dashboard'],
};

/** The location whose advertisement the page at `path` shows; undefined on every other page. */
export function adLocationOfPath(path: string): AdLocation | undefined {
  return AD_LOCATIONS.find((location) => AD_PAGE_PATHS[location].includes(path));
}

/** Longest wait before the popup opens (an hour): popCountdown is in seconds, 0 opens it at once. */
export const AD_COUNTDOWN_MAX_SECONDS = 3600;
export const AD_DESCRIPTION_MAX_LENGTH = 500;
