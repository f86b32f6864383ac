// The CertCentral products the emulator sells, by `product_name_id` as DigiCert's order pages name them (Order DV
// SSL, Order OV/EV SSL, Order Basic OV, Order GeoTrust DV SSL, Order code signing certificate), with the
// organisation validation each waits for and the product group (`type`) order info answers.
export const PRODUCTS: Record<
  string,
  { name: string; validation: 'dv' | 'ov' | 'ev' | 'cs' | 'ev_cs'; type: string }
> = {
  ssl_dv_geotrust: { name: 'GeoTrust Standard DV', validation: 'dv', type: 'dv_ssl_certificate' },
  ssl_dv_rapidssl: { name: 'RapidSSL Standard DV', validation: 'dv', type: 'dv_ssl_certificate' },
  wildcard_dv_geotrust: { name: 'GeoTrust Wildcard DV', validation: 'dv', type: 'dv_ssl_certificate' },
  wildcard_dv_rapidssl: { name: 'RapidSSL Wildcard DV', validation: 'dv', type: 'dv_ssl_certificate' },
  cloud_dv_geotrust: { name: 'GeoTrust Cloud DV', validation: 'dv', type: 'dv_ssl_certificate' },
  ssl_dv_geotrust_flex: { name: 'GeoTrust DV SSL', validation: 'dv', type: 'dv_ssl_certificate' },
  ssl_basic: { name: 'Basic OV', validation: 'ov', type: 'ssl_certificate' },
  ssl_plus: { name: 'Standard SSL', validation: 'ov', type: 'ssl_certificate' },
  ssl_wildcard: { name: 'Wildcard SSL', validation: 'ov', type: 'ssl_certificate' },
  ssl_multi_domain: { name: 'Multi-Domain SSL', validation: 'ov', type: 'ssl_certificate' },
  ssl_securesite_pro: { name: 'Secure Site Pro SSL', validation: 'ov', type: 'ssl_certificate' },
  ssl_ev_basic: { name: 'Basic EV', validation: 'ev', type: 'ssl_certificate' },
  ssl_ev_plus: { name: 'EV SSL Plus', validation: 'ev', type: 'ssl_certificate' },
  ssl_ev_multi_domain: { name: 'EV Multi-Domain SSL', validation: 'ev', type: 'ssl_certificate' },
  ssl_ev_securesite_pro: { name: 'Secure Site Pro EV SSL', validation: 'ev', type: 'ssl_certificate' },
  code_signing: { name: 'Code Signing', validation: 'cs', type: 'code_signing_certificate' },
  code_signing_ev: { name: 'EV Code Signing', validation: 'ev_cs', type: 'code_signing_certificate' },
};
