import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import message from 'antd/es/message';
import { useEffect, type ReactNode } from 'react';
import { registerToastApi, TOAST_CONFIG } from '../lib/toast';
import { THEME } from './theme';

/** Registers antd's message API for the toasts (top centre) and renders its holder. */
function ToastHost() {
  const [api, holder] = message.useMessage(TOAST_CONFIG);
  useEffect(() => {
    registerToastApi(api);
    return () => registerToastApi(undefined);
  }, [api]);
  return holder;
}

/** `toasts={false}`: an antd island inside a light screen (app/antdRoute.tsx), which leaves toasts to the screen. */
export function AntdProvider({
  locale,
  toasts = true,
  children,
}: {
  locale: Locale;
  toasts?: boolean;
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      {toasts && <ToastHost />}
      {children}
    </ConfigProvider>
  );
}
