import { call, ROUTES } from '../../../lib/api';

/**
 * GET i18n/current: the session's language and display currency. Silent: it runs before texts exist.
 * Without `_t`: index.html preloads exactly /api/i18n/current while the scripts download.
 */
export function getCurrentI18n() {
  return call(ROUTES.i18nCurrent, {}, { silent: true, cacheBust: false });
}
