import type { CurrencyCode } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT i18n/currency {currency}; on success the page reloads after 0.5 s (spec section 8). */
export function setCurrency(currency: CurrencyCode) {
  return call(ROUTES.i18nCurrency, { body: { currency } });
}

export function useSetCurrency() {
  return useMutation({
    mutationFn: setCurrency,
    onSuccess: () => {
      window.setTimeout(() => window.location.reload(), 500);
    },
  });
}
