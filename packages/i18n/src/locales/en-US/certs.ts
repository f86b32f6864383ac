/**
 * Texts of the certificate screens (web app): Certificates (/admin/cert), Expiring certificates
 * (/admin/order/expired-cert), and the wizard's validation and result steps as they read the real validation
 * answers. The certificate files help page (/ssl-download) is the storefront's (storefront.ts).
 */
export const certs = {
  list: {
    title: 'Certificates',
    filesHelp: 'Certificate files',
    orderID: 'Order ID',
    orderIDPlaceholder: 'Order ID',
    domain: 'Domain',
    domainPlaceholder: 'Domain name',
    range: 'Issued between',
    rangeStart: 'Start date',
    rangeEnd: 'End date',
    search: 'Search',
    reset: 'Reset',
    commonName: 'Common name',
    productName: 'Product',
    brand: 'Brand',
    sha1: 'SHA-1',
    sha1Full: 'SHA-1 fingerprint: {{sha1}}',
    beginTime: 'Valid from',
    endTime: 'Valid until',
    action: 'Action',
    empty: 'No certificates yet. Issued certificates appear here.',
    noMatch: 'No certificate matches the search.',
  },
  download: {
    button: 'Download',
    linux: 'Linux (PEM)',
    linuxHint: 'Nginx, Apache, HAProxy and most other servers',
    iis: 'IIS (PFX)',
    iisHint: 'IIS and Exchange on Windows Server 2019 and newer',
    iisCompatible: 'IIS compatible (PFX)',
    iisCompatibleHint: 'For Windows Server 2016 and older',
    tomcat: 'Tomcat (JKS)',
    tomcatHint: 'Tomcat and other Java servers',
    zip: 'Certificate and key (.zip)',
    zipHint: 'The .pem and .key files in one archive, packed in your browser',
    success: 'Download successful',
    zipNoKey:
      'The portal does not hold the private key of this certificate: the archive holds the certificate only.',
    zipNotCurrent:
      'The archive is built from the current certificate of the order, and this row is an earlier one. Download it as Linux (PEM) instead.',
  },
  password: {
    title: 'Password for the {{format}} file',
    text: 'The {{format}} file holds the private key, so it is encrypted with this password. You will need it when installing the certificate.',
    password: 'Password',
    confirm: 'Confirm password',
    asciiHint:
      'Letters, digits, spaces and ASCII punctuation, up to 128 characters: Java and older Windows accept nothing else.',
    ok: 'Download',
  },
  expiring: {
    title: 'Expiring certificates',
    week: 'Expired for less than 7 Days',
    month: 'Expiring with in 30 Days',
    orderID: 'Order ID',
    commonName: 'Common name',
    productName: 'Product',
    validity: 'Validity',
    months: '{{count}} months',
    expireTime: 'Expire time',
    emptyWeek: 'No certificate expired in the last 7 days.',
    emptyMonth: 'No certificate expires in the next 30 days.',
  },
  renew: {
    action: 'Action',
    open: 'Renew',
    title: 'Renew order {{id}} ({{name}})',
    help: 'A renewal is a new order for the same product, names and key, at today’s price. After it is placed you pay it; it is submitted to the CA once paid.',
    years: 'Years',
    coupons: 'Coupons',
    couponPlaceholder: 'Please select coupons',
    couponRequired: 'Please select coupons',
    couponHelp: 'The coupon is taken off when you pay the renewal. Choose “No coupon” to pay the full price.',
    noCoupon: 'No coupon',
    submit: 'Renew and pay',
    cancel: 'Cancel',
    placed: 'Renewal order {{id}} placed: please pay it',
  },
  validation: {
    fullUrl: 'Full URL',
    problem: 'Not yet',
    authenticated: 'Authentication successful',
    recheckTitle: 'The validation has not passed yet',
    recheckText:
      'The portal checks these names again every minute and issues the certificate as soon as they pass: you can leave this page.',
    recheckDns:
      'After changing DNS, allow for propagation (about 15 minutes with a TTL of 3600 or the lowest offered), then press Submit validation again.',
    recheckHttp:
      'Once the file answers at the full URL over http (port 80) with the value shown, press Submit validation again.',
  },
  result: {
    issuedTitle: 'Your certificate has been issued',
    issuedText:
      'Download it from Certificates in the format your server needs (PEM, PFX or JKS), together with its intermediate certificates.',
    reviewTitle: 'Domain validation passed',
    reviewText:
      'The order is now under review by the certificate authority, which typically takes 1-5 days. Once issued, the certificate appears under Certificates.',
    download: 'Download certificate',
  },
};
