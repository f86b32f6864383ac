import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PreferencesContext, type Preferences } from '../lib/preferences';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already toasts failures: retrying would repeat them.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Providers of every screen. antd's ConfigProvider is NOT here: the first (login) page stays light and
 * does not load antd; the member shell brings it with AntdProvider.
 */
export function Providers({ preferences, children }: { preferences: Preferences; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PreferencesContext.Provider value={preferences}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PreferencesContext.Provider>
  );
}
