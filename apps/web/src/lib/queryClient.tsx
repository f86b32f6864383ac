import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { registerQueryClient } from './queryCache';

/**
 * The one query client of the app. Loaded with the first screen that uses TanStack Query (the member shell,
 * the SSL download page): the light screens (login…) do without it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already toasts failures: retrying would repeat them.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
registerQueryClient(queryClient);

/** The screen inside the query client's provider. */
export function withQueryClient(Screen: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
