import { absolute, alternatesOf } from './storefront-seo.js';
import { escapeXml } from './html.js';

/** sitemap.xml: every page at its x-default address, with its language versions as xhtml:link alternates. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absolute(publicUrl, path))}</loc>`,
      ...alternatesOf(publicUrl, path).map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers stay out of: the member area, the operator console, the API and the visitor purchase pages. */
export const DISALLOWED_PATHS = [
  '/admin/',
  '/ops',
  '/api/',
  '/contact-details',
  '/csr-generation',
  '/private-key-download',
] as const;

/** robots.txt: the public pages allowed, the private areas disallowed, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
