import type { MessageInstance } from 'antd/es/message/interface';
import { showLightToast } from './lightToast';

/**
 * Toasts, top centre (spec section 9). Screens inside the antd provider (the member shell) register antd's
 * message API here; before that (the light bare screens) a dependency-free toast with the same look is used.
 * Code outside React (the API client) calls these too.
 */
let api: MessageInstance | undefined;

export function registerToastApi(instance: MessageInstance | undefined): void {
  api = instance;
}

export const TOAST_CONFIG = { top: 24, duration: 3, maxCount: 3 } as const;
const ERROR_SECONDS = 5;

export const toast = {
  success(text: string): void {
    if (api) void api.success(text);
    else showLightToast('success', text);
  },
  error(text: string): void {
    if (api) void api.error(text, ERROR_SECONDS);
    else showLightToast('error', text, ERROR_SECONDS);
  },
  warning(text: string): void {
    if (api) void api.warning(text, ERROR_SECONDS);
    else showLightToast('warning', text, ERROR_SECONDS);
  },
  info(text: string): void {
    if (api) void api.info(text);
    else showLightToast('info', text);
  },
};
