// The CertCentral products the emulator sells, by `product_name_id` as DigiCert's order pages name them (Order DV
// SSL, Order OV/EV SSL, Order Basic OV, Order GeoTrust DV SSL, Order code signing certificate), with the
// organisation validation each waits for and the product group (`type`) order info answers. `price` is what the
// emulator charges for a one-year order by default (US dollars, as order info's `price`): made-up numbers, not
// DigiCert's price list (that depends on the account's contract); a test sets its own with the `prices` option.
export const PRODUCTS: Record<
  string,
  { name: string; validation: 'dv' | 'ov' | 'ev' | 'cs' | 'ev_cs'; type: string; price: number }
> = {
  ssl_dv_geotrust: {
    name: 'GeoTrust Standard DV',
    validation: 'dv',
    type: 'dv_ssl_certificate',
    price: 28.5,
  },
  ssl_dv_rapidssl: { name: 'RapidSSL Standard DV', validation: 'dv', type: 'dv_ssl_certificate', price: 19 },
  wildcard_dv_geotrust: {
    name: 'GeoTrust Wildcard DV',
    validation: 'dv',
    type: 'dv_ssl_certificate',
    price: 150,
  },
  wildcard_dv_rapidssl: {
    name: 'RapidSSL Wildcard DV',
    validation: 'dv',
    type: 'dv_ssl_certificate',
    price: 110,
  },
  cloud_dv_geotrust: { name: 'GeoTrust Cloud DV', validation: 'dv', type: 'dv_ssl_certificate', price: 30 },
  ssl_dv_geotrust_flex: { name: 'GeoTrust DV SSL', validation: 'dv', type: 'dv_ssl_certificate', price: 35 },
  ssl_basic: { name: 'Basic OV', validation: 'ov', type: 'ssl_certificate', price: 175 },
  ssl_plus: { name: 'Standard SSL', validation: 'ov', type: 'ssl_certificate', price: 199 },
  ssl_wildcard: { name: 'Wildcard SSL', validation: 'ov', type: 'ssl_certificate', price: 595 },
  ssl_multi_domain: { name: 'Multi-Domain SSL', validation: 'ov', type: 'ssl_certificate', price: 299 },
  ssl_securesite_pro: { name: 'Secure Site Pro SSL', validation: 'ov', type: 'ssl_certificate', price: 995 },
  ssl_ev_basic: { name: 'Basic EV', validation: 'ev', type: 'ssl_certificate', price: 295 },
  ssl_ev_plus: { name: 'EV SSL Plus', validation: 'ev', type: 'ssl_certificate', price: 344 },
  ssl_ev_multi_domain: { name: 'EV Multi-Domain SSL', validation: 'ev', type: 'ssl_certificate', price: 499 },
  ssl_ev_securesite_pro: {
    name: 'Secure Site Pro EV SSL',
    validation: 'ev',
    type: 'ssl_certificate',
    price: 1499,
  },
  code_signing: { name: 'Code Signing', validation: 'cs', type: 'code_signing_certificate', price: 474 },
  code_signing_ev: {
    name: 'EV Code Signing',
    validation: 'ev_cs',
    type: 'code_signing_certificate',
    price: 629,
  },
};
