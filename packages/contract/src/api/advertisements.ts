// Advertisements (spec 001 sections 3, 4 and 7; issue 15; docs/domain/advertisements.md).
import { z } from 'zod';
import { AD_LOCATIONS } from '../advertising.js';

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
