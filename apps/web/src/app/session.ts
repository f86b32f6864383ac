import { DEFAULT_LANGUAGE } from '@portal/contract';
import { USD_DISPLAY } from '../lib/format';
import type { Preferences } from '../lib/preferences';

/** The preferences read at start, for code that runs outside React (route loaders). */
let preferences: Preferences = {
  lang: DEFAULT_LANGUAGE,
  currency: USD_DISPLAY,
};

export function setCurrentPreferences(value: Preferences): void {
  preferences = value;
}

export function currentPreferences(): Preferences {
  return preferences;
}
