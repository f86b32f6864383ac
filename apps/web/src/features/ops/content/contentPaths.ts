/** The addresses of the console's letters, advertisements, settings, skins and pricing-request pages. */
export const OPS_CONTENT_PATHS = {
  letters: '/ops/letters',
  ads: '/ops/ads',
  settings: '/ops/settings',
  skins: '/ops/skins',
  requests: '/ops/requests',
} as const;
