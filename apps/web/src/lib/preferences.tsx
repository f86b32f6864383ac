import type { Language } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { DisplayCurrency } from './format';

/** The session's language and display currency, read once at start (GET i18n/current). */
export interface Preferences {
  lang: Language;
  currency: DisplayCurrency;
}

export const PreferencesContext = createContext<Preferences>({
  lang: 'en',
  currency: { code: 'USD', symbol: '$' },
});

export function usePreferences(): Preferences {
  return useContext(PreferencesContext);
}
