import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import message from 'antd/es/message';
import { useEffect, useState, type ReactNode } from 'react';
import { PreferencesContext, type Preferences } from '../lib/preferences';
import { registerToastApi, TOAST_CONFIG } from '../lib/toast';

/** Registers antd's message API for the toasts (top centre) and renders its holder. */
function ToastHost() {
  const [api, holder] = message.useMessage(TOAST_CONFIG);
  useEffect(() => {
    registerToastApi(api);
    return () => registerToastApi(undefined);
  }, [api]);
  return holder;
}

export const THEME = {
  token: {
    colorPrimary: '#1f4fd1',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
} as const;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already toasts failures: retrying would repeat them.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function Providers({
  preferences,
  antdLocale,
  children,
}: {
  preferences: Preferences;
  antdLocale: Locale;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PreferencesContext.Provider value={preferences}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={antdLocale} theme={THEME}>
          <ToastHost />
          {children}
        </ConfigProvider>
      </QueryClientProvider>
    </PreferencesContext.Provider>
  );
}
