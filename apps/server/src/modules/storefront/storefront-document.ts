import { LANGUAGE_TAG } from '@portal/contract';
import {
  PROPS_ELEMENT_ID,
  ROOT_ELEMENT_ID,
  scriptDataOf,
  STOREFRONT_CSS,
  type StorefrontProps,
} from '@portal/storefront';
import type { Alternate } from './storefront-seo.js';
import type { StorefrontAssets } from './storefront-assets.js';
import { escapeHtml, scriptJson } from './html.js';

/** What a page's `<head>` says to search engines and link previews. */
export interface PageHead {
  /** The page's own title; the skin's title follows it. */
  title: string;
  description: string;
  /** Absolute address of this page (this language's when one was asked for). */
  canonical: string;
  alternates: Alternate[];
  ogType: 'website' | 'product';
  /** Absolute address of the link preview's image. */
  image?: string;
  jsonLd: Record<string, unknown>[];
  /** The 404 page: not to be indexed. */
  noindex?: boolean;
}

const OG_LOCALE = { en: 'en_US', 'zh-cn': 'zh_CN', 'zh-tw': 'zh_TW' } as const;

/**
 * The whole HTML document of a storefront page: head (title, description, canonical, hreflang, Open Graph, JSON-LD),
 * the server-rendered markup, the page's props as JSON data, and the hydrating bundle when the web build is there.
 * No inline executable script (Content-Security-Policy: script-src 'self'); the stylesheet is inlined.
 */
export function renderDocument(options: {
  props: StorefrontProps;
  head: PageHead;
  markup: string;
  assets: StorefrontAssets | undefined;
}): string {
  const { props, head, markup, assets } = options;
  const { skin } = props;
  const title = `${head.title} | ${skin.title}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const lines = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAG[props.lang]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    '<meta name="theme-color" content="#1a44b8">',
    `<link rel="icon" href="${escapeHtml(skin.favicon ?? '/favicon.svg')}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', skin.title),
    meta('property', 'og:locale', OG_LOCALE[props.lang]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    ...(assets
      ? [...assets.preloads, assets.script].map((file) => `<link rel="modulepreload" href="${file}">`)
      : []),
    `<style>${STOREFRONT_CSS}</style>`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    '</head>',
    '<body>',
    `<div id="${ROOT_ELEMENT_ID}">${markup}</div>`,
    // Only what the page's script reads (the page is not hydrated: docs/domain/storefront.md, "Bundle").
    `<script type="application/json" id="${PROPS_ELEMENT_ID}">${scriptJson(scriptDataOf(props))}</script>`,
    ...(assets ? [`<script type="module" src="${assets.script}"></script>`] : []),
    '</body>',
    '</html>',
  ];
  return lines.join('\n');
}
