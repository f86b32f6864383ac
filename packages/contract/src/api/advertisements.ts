// Advertisements (spec 001 sections 3, 4 and 7; issue 15; docs/domain/advertisements.md).
import { z } from 'zod';

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

/** One advertisement of GET advertisements. */
export const advertisementRow = z.object({
  id: z.number().int(),
  location: z.enum(AD_LOCATIONS),
  /** A portal path (`/ads/spring.png`) or an https address (links.ts pathOrHttpsProblem). */
  imageLink: z.string(),
  /** Where a click on the image goes: a portal path or an https address. */
  contentLink: z.string(),
  /** Shown under the image and read out as its text alternative. */
  description: z.string(),
  /** Seconds the page waits before the popup opens. */
  popCountdown: z.number().int(),
});
export type Advertisement = z.infer<typeof advertisementRow>;

/** GET advertisements: the advertisements running now, newest first. */
export const advertisementsAnswer = z.object({ list: z.array(advertisementRow) });
export type AdvertisementsAnswer = z.infer<typeof advertisementsAnswer>;
