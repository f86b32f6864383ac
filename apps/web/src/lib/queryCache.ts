import type { QueryClient } from '@tanstack/react-query';

/**
 * The member screens' query client, as seen from the light screens (login…), which do not load TanStack Query:
 * lib/queryClient registers it when a screen that uses it first loads. Before that there is nothing to forget.
 */
let loaded: QueryClient | undefined;

export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

/** Forgets what the member screens had loaded (another account may log in); the `auth` queries stay. */
export function forgetMemberQueries(): void {
  loaded?.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}

/** Forgets every query (after a login). */
export function clearQueries(): void {
  loaded?.clear();
}
