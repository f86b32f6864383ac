/**
 * Branding per host (white-label storefronts): the name and optional logo image shown on the login screen
 * and in the member shell. Hosts not listed use the default portal brand (an inline SVG mark and the
 * translated app title), so no external asset is needed.
 */
export interface Brand {
  /** Brand name; undefined = the translated app title. */
  name?: string;
  /** Logo image URL served by the portal; undefined = the inline SVG mark. */
  logoUrl?: string;
  /** Accent colour of the inline mark. */
  color: string;
}

export const DEFAULT_BRAND: Brand = { color: '#1f4fd1' };

/** host (lower case, without port) -> brand. Add reseller hosts here. */
export const BRANDS: Readonly<Record<string, Brand>> = {
  'ssl.example.com': { name: 'Example SSL', color: '#0f766e' },
  'certs.example.net': { name: 'Example Certs', color: '#7c3aed' },
};

export function brandForHost(host: string): Brand {
  const key = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return BRANDS[key] ?? DEFAULT_BRAND;
}
