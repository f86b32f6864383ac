// Which advertisement a page pops up (loaded only on the pages that have a popup).
import { adLocationOfPath, pathOrHttpsProblem, type Advertisement } from '@portal/contract';
import { listAdvertisements } from '../api/listAdvertisements';

/**
 * The advertisement the page at `path` pops up: the newest of its location (the list comes newest first) whose
 * links are a portal path or an https address (checked again here, whatever the server answered).
 */
export function advertisementForPage(
  list: readonly Advertisement[],
  path: string,
): Advertisement | undefined {
  const location = adLocationOfPath(path);
  if (!location) return undefined;
  return list.find(
    (ad) =>
      ad.location === location &&
      pathOrHttpsProblem(ad.imageLink) === undefined &&
      pathOrHttpsProblem(ad.contentLink) === undefined,
  );
}

/** GET advertisements (once per page load), then the page's pick. */
export async function findAdvertisement(path: string): Promise<Advertisement | undefined> {
  return advertisementForPage(await listAdvertisements(), path);
}

/** A portal path is opened in the app; an https address in a new tab. */
export const isPortalPath = (link: string) => link.startsWith('/');
