// A letter's text stored as message keys and values, so that it can be composed in any reader's language.
import type { Language } from '@portal/contract';
import { translate } from '@portal/i18n';

/**
 * A text by its message key (packages/i18n) and values; a value may itself be a text (a phrase composed in the same
 * language first, e.g. the served-certificate alert's problem line).
 */
export interface LetterText {
  key: string;
  vars?: Record<string, string | number | LetterText>;
}

/** The message in `language`, its nested texts first. */
export function translateText(language: Language, text: LetterText): string {
  const vars = Object.fromEntries(
    Object.entries(text.vars ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? translateText(language, value) : value,
    ]),
  );
  return translate(language, text.key, vars);
}
