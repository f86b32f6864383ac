import type { Language } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT i18n/language {lang}; on success the page reloads after 0.5 s (spec section 8). */
export function setLanguage(lang: Language) {
  return call(ROUTES.i18nLanguage, { body: { lang } });
}

export function useSetLanguage() {
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: () => {
      window.setTimeout(() => window.location.reload(), 500);
    },
  });
}
