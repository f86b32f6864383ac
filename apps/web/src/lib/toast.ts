import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts (spec section 9: top centre). The message host rendered by the app providers registers the antd
 * message API here, so code outside React (the API client) can show toasts too.
 */
let api: MessageInstance | undefined;

export function registerToastApi(instance: MessageInstance | undefined): void {
  api = instance;
}

export const TOAST_CONFIG = { top: 24, duration: 3, maxCount: 3 } as const;

export const toast = {
  success(text: string): void {
    if (api) void api.success(text);
  },
  error(text: string): void {
    if (api) void api.error(text, 5);
    else console.error(text);
  },
  warning(text: string): void {
    if (api) void api.warning(text, 5);
    else console.warn(text);
  },
  info(text: string): void {
    if (api) void api.info(text);
  },
};
