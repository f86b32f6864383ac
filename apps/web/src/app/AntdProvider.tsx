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

export function AntdProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <ToastHost />
      {children}
    </ConfigProvider>
  );
}
