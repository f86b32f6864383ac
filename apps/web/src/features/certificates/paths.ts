/** Addresses the certificate screens lead to. */
export const PATHS = {
  certificates: '/admin/cert',
  sslDownload: '/ssl-download',
} as const;
