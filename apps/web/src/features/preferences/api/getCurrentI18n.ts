import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/**
 * GET i18n/current: the session's language and display currency. Silent: it runs before texts exist.
 * Without `_t`: index.html preloads exactly /api/i18n/current while the scripts download.
 */
export function getCurrentI18n() {
  return call(ROUTES.i18nCurrent, {}, { silent: true, cacheBust: false });
}

export const currentI18nKey = ['i18n', 'current'] as const;

export function useCurrentI18n() {
  return useQuery({ queryKey: currentI18nKey, queryFn: getCurrentI18n, staleTime: Infinity });
}
