import type { Language } from '@portal/contract';
import { createContext, useContext } from 'react';
import { USD_DISPLAY, type DisplayCurrency } from './format';

/** The session's language and display currency, read once at start (GET i18n/current). */
export interface Preferences {
  lang: Language;
  currency: DisplayCurrency;
}

export const PreferencesContext = createContext<Preferences>({
  lang: 'en',
  currency: USD_DISPLAY,
});

export function usePreferences(): Preferences {
  return useContext(PreferencesContext);
}
