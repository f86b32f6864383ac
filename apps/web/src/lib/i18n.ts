import { LANGUAGE_TAG, type Language } from '@portal/contract';
import { interpolate, loadCatalogPart, lookup, parseMessageKey, type Catalog } from '@portal/i18n/web';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next.createInstance();

/**
 * Starts i18next with the `start` part of the current language's catalog (loaded lazily by the caller): the
 * texts of the bare screens (login…) and of the member shell's frame. The member screens need loadMemberCatalog.
 */
export async function initI18n(lang: Language, catalog: Catalog): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: LANGUAGE_TAG[lang],
    fallbackLng: false,
    resources: { [LANGUAGE_TAG[lang]]: { translation: catalog } },
    initAsync: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[lang];
}

let memberCatalog: Promise<void> | undefined;

/**
 * Adds the member screens' texts (the catalog's `member` part) to the started i18next, once. Screens that use
 * them (the member shell, the SSL download page) await this before they render, so no key shows untranslated.
 */
export function loadMemberCatalog(lang: Language): Promise<void> {
  memberCatalog ??= loadCatalogPart(lang, 'member').then(
    (part) => {
      // i18next deep-copies a bundle (JSON round trip) unless told not to: the part is a module's constant that
      // nothing changes, and the copy of the member texts was a long task of every member page's start (issue 31).
      // i18next's typings lack the options argument its store takes.
      const addBundle = i18n.addResourceBundle.bind(i18n) as (...args: unknown[]) => unknown;
      addBundle(LANGUAGE_TAG[lang], 'translation', part, true, false, { skipCopy: true });
    },
    (error: unknown) => {
      memberCatalog = undefined;
      throw error;
    },
  );
  return memberCatalog;
}

/** A catalog key's text, or undefined when the key is missing (or i18n is not started yet). */
export function translateKey(key: string): string | undefined {
  if (!i18n.isInitialized) return undefined;
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

/**
 * Texts of field rules and server field errors: "validation.maxLength:64" is a key whose argument fills {{n}};
 * any other text passes through unchanged.
 */
export function translateMessage(raw: string, catalog?: Catalog): string {
  const parsed = parseMessageKey(raw);
  if (!parsed) return raw;
  if (catalog) {
    const text = lookup(catalog, parsed.key);
    return text === undefined ? raw : interpolate(text, parsed.vars);
  }
  if (!i18n.isInitialized || !i18n.exists(parsed.key)) return raw;
  return i18n.t(parsed.key, parsed.vars);
}
