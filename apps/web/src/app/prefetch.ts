import type { Capability } from '@portal/contract';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { invoicesQuery } from '../features/billing/api/listInvoices';
import { PATHS as BILLING_PATHS } from '../features/billing/paths';
import { opsOverviewQuery } from '../features/ops/api/opsOverview';
import { firstOrdersQuery } from '../features/orders/api/listOrders';
import { PATHS as ORDER_PATHS } from '../features/orders/paths';
import { may } from '../lib/access';
import { getProfile } from '../lib/queries/profile';
import { queryClient } from '../lib/queryClient';
import { QUERY_KEYS } from '../lib/queryKeys';

/**
 * The data of the page being opened, asked at start-up beside its code (issue 31): without this the rows' call
 * waited for the entry, the start-up calls, the shell's chunk, the profile and the page's chunk, one after the
 * other. Loaded by router.tsx's preloadScreen (a lazy chunk: the login page never loads it) only when the browser
 * may hold a session. The calls are silent: a refusal is left to the page, which asks again and shows it (the
 * failed prefetch is dropped from the cache).
 */
interface PagePrefetch {
  matches: (pathname: string) => boolean;
  /** What the caller must be allowed (from the profile) for the page to ask it. */
  needs: Capability;
  query: (search: string) => { queryKey: QueryKey; queryFn: QueryFunction; staleTime: number };
}

const SILENT = { silent: true } as const;
/**
 * A call index.html hints (`signedInPageData` in the contract): the same URL, without the cache-busting `_t`, so
 * the browser hands over the answer it has already fetched instead of asking again.
 */
const HINTED = { silent: true, cacheBust: false } as const;

export const PAGE_PREFETCHES: PagePrefetch[] = [
  {
    matches: (pathname) => pathname === ORDER_PATHS.list,
    needs: 'orders.read',
    // The server hints the first page of a plain address (no query string) only.
    query: (search) => firstOrdersQuery(search, search === '' ? HINTED : SILENT),
  },
  {
    matches: (pathname) => pathname === BILLING_PATHS.billing,
    needs: 'books.read',
    query: () => invoicesQuery(undefined, SILENT),
  },
  {
    matches: (pathname) => pathname === '/ops' || pathname === '/ops/' || pathname === '/ops/overview',
    needs: 'ops',
    query: () => opsOverviewQuery(undefined, SILENT),
  },
];

async function prefetchQuiet(options: { queryKey: QueryKey; queryFn: QueryFunction; staleTime: number }) {
  await queryClient.prefetchQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
}

type Profile = Awaited<ReturnType<typeof getProfile>>;

/** The profile every member and console page waits for; undefined when it could not be had. */
export async function prefetchProfile(): Promise<Profile | undefined> {
  await prefetchQuiet({ queryKey: QUERY_KEYS.profile, queryFn: () => getProfile(HINTED), staleTime: 30_000 });
  return queryClient.getQueryData<Profile>(QUERY_KEYS.profile);
}

export const isOperator = (profile: Profile) => may('ops', profile.capabilities);

/** The rows of the page at `pathname`, when it is one of PAGE_PREFETCHES and the caller may see them. */
export async function prefetchRows(pathname: string, search: string, profile: Profile): Promise<void> {
  const page = PAGE_PREFETCHES.find((candidate) => candidate.matches(pathname));
  if (!page || !may(page.needs, profile.capabilities)) return;
  await prefetchQuiet(page.query(search));
}
