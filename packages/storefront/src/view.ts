import type { Advertisement, CatalogueEntry, Language, Skin } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';

/** One tab of the catalogue as the product page groups it (a brand, or IP / code signing). */
export interface CatalogueGroup {
  key: string;
  title: string;
  /** The brand's introduction in the page's language. */
  introduction: string;
  logo: string;
  entries: CatalogueEntry[];
}

/** What one page shows; `kind` picks the page component. */
export type StorefrontView =
  | { kind: 'home'; popular: CatalogueEntry[] }
  | { kind: 'products'; groups: CatalogueGroup[] }
  | { kind: 'product'; entry: CatalogueEntry }
  | { kind: 'download'; hasRoot: boolean }
  | { kind: 'notFound' };

export type StorefrontPageKind = StorefrontView['kind'];

/** A link of the language switch (the page in another language: the URLs hreflang names). */
export interface LanguageLink {
  lang: Language;
  /** BCP 47 tag (`zh-CN`). */
  tag: string;
  href: string;
}

/**
 * Everything a storefront page renders from: the server builds it per request, sends it with the page as JSON,
 * and the browser hydrates the same tree from it (so both render identical markup).
 */
export interface StorefrontProps {
  lang: Language;
  skin: Skin;
  texts: StorefrontTexts;
  languages: LanguageLink[];
  view: StorefrontView;
  /** What the browser adds once the page is idle (not rendered by the server). */
  extras: StorefrontExtras;
}

/** The page's advertisement popup and the operator's chat widget, loaded after the page. */
export interface StorefrontExtras {
  /** The advertisement this page pops up (home and product list pages), or null. */
  popup: Advertisement | null;
  /** The chat widget's script address ('' while none is set). */
  chatScript: string;
}

/**
 * What the page's script reads (apps/web/src/storefront/main.tsx): the extras and the popup's texts. The page is
 * not hydrated (nothing on it is interactive), so the rest of the props stays on the server.
 */
export interface StorefrontScriptData {
  extras: StorefrontExtras;
  texts: { ad: StorefrontTexts['ad'] };
}

/** The script's data of a page's props. */
export function scriptDataOf(props: StorefrontProps): StorefrontScriptData {
  return { extras: props.extras, texts: { ad: props.texts.ad } };
}

/** The element id of the page's script data (`<script type="application/json">`, StorefrontScriptData). */
export const PROPS_ELEMENT_ID = 'storefront-props';
/** The element the page is rendered into and hydrated from. */
export const ROOT_ELEMENT_ID = 'storefront';
