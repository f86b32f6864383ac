import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, currencySymbol } from '@portal/contract';
import type { Preferences } from '../lib/preferences';

/** The preferences read at start, for code that runs outside React (route loaders). */
let preferences: Preferences = {
  lang: DEFAULT_LANGUAGE,
  currency: { code: DEFAULT_CURRENCY, symbol: currencySymbol(DEFAULT_CURRENCY) },
};

export function setCurrentPreferences(value: Preferences): void {
  preferences = value;
}

export function currentPreferences(): Preferences {
  return preferences;
}
