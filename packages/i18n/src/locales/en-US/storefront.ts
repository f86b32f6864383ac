/**
 * Texts of the public storefront (issue 17: /, /ssl-product, /ssl-product/{shortName}, /ssl-download and the 404
 * page), rendered by the server and hydrated by the storefront's small bundle (it gets them with the page).
 */
export const storefront = {
  /** The site name in the header, page titles and footer while the operator has set none (issue 31). */
  siteName: 'Certificate Portal',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    home: 'Home',
    products: 'SSL certificates',
    help: 'Certificate files',
    login: 'Log in',
    register: 'Sign up',
    language: 'Language',
  },
  meta: {
    homeTitle: 'SSL/TLS and code-signing certificates',
    homeDescription:
      'Buy SSL/TLS and code-signing certificates of DigiCert, Sectigo, GeoTrust, GlobalSign and more: prices, free trials, validation and issuance in one portal.',
    productsTitle: 'SSL certificate prices',
    productsDescription:
      'Compare {{count}} SSL/TLS, wildcard, multi-domain, IP and code-signing certificates: one-year and two-year prices in USD, discounts and free trials.',
    productTitle: '{{name}}: price and free trial',
    productDescription: '{{name}} ({{type}}) from {{price}} a year. {{introduction}}',
    downloadTitle: 'Certificate files: PEM, PFX and JKS',
    downloadDescription:
      'Which certificate file to download for your server, how to install it with its chain, and how to check the result with openssl.',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'The page you asked for does not exist.',
  },
  home: {
    title: 'Trusted SSL/TLS certificates, issued fast',
    lead: 'Certificates of the leading brands at wholesale prices: domain, organisation and extended validation, wildcard and multi-domain, IP addresses and code signing.',
    browse: 'See all certificates and prices',
    console: 'My account',
    featuresTitle: 'Why buy here',
    brandsTitle: 'Leading brands',
    brandsText: 'DigiCert, Sectigo, GeoTrust, RapidSSL, Thawte, GlobalSign, Entrust and more.',
    trialTitle: 'Free trial',
    trialText: 'Try many certificates free for 14 days before you pay.',
    validationTitle: 'Validation made simple',
    validationText: 'Prove domain control by DNS or HTTP file, with clear feedback on what was found.',
    popularTitle: 'Popular certificates',
  },
  products: {
    title: 'SSL certificates',
    lead: 'Prices in USD. Multi-year orders are subscriptions: the certificate is renewed within the order before it ends.',
    product: 'Certificate',
    shortName: 'Short name',
    introduction: 'Introduction',
    oneYear: '1 year',
    twoYears: '2 years',
    actions: 'Order',
    empty: 'No certificates are on sale at the moment.',
  },
  price: {
    perYear: '{{amount}} / year',
    original: 'Original price {{amount}}',
    save: 'Save {{amount}}',
    percentOff: '{{percent}}% off',
    validity: '{{months}} months',
    notSold: 'Not sold',
  },
  product: {
    back: 'All certificates',
    price: 'Price',
    originalPrice: 'Original price',
    savings: 'You save',
    validity: 'Validity',
    type: 'Validation',
    coverage: 'Covers',
    brand: 'Brand',
    warranty: 'Warranty',
    sealAlt: '{{brand}} seal',
    years: '{{count}}-year subscription',
  },
  actions: {
    buy: 'Buy',
    buyNamed: 'Buy {{name}}',
    buyTermNamed: 'Buy {{name}} for {{months}} months',
    freeTrial: 'Free trial',
    freeTrialNamed: 'Free trial of {{name}}',
  },
  types: {
    DV: 'Domain validation (DV)',
    OV: 'Organisation validation (OV)',
    EV: 'Extended validation (EV)',
  },
  coverage: {
    single: 'one domain',
    multi: 'several domains',
    wildcard: 'a domain and all its subdomains',
    multiWildcard: 'several domains with their subdomains',
    ip: 'public IP addresses',
    codeSign: 'signing software',
  },
  introduction: '{{type}} certificate for {{coverage}}.',
  notFound: {
    code: '404',
    title: 'Page not found',
    text: 'Sorry, the page you visited does not exist.',
    backHome: 'Back Home',
  },
  download: {
    title: 'Certificate files',
    intro:
      'Which file to download for your server, how to install it with its chain, and how to check the result.',
    certificates: 'My certificates',
    formatsTitle: 'Formats',
    holds: 'What it holds',
    servers: 'Servers',
    downloadAs: 'Download as',
    pemName: 'PEM (.pem, .crt)',
    pemHolds:
      'Base64 text blocks: your certificate first, then the intermediate certificates (the chain), then the private key when the portal generated it.',
    pemServers: 'Nginx, Apache, HAProxy, Postfix, most Linux and cloud load balancers',
    pemDownload: 'Linux (PEM)',
    pfxName: 'PFX / PKCS#12 (.pfx, .p12)',
    pfxHolds:
      'One binary file with the certificate, the chain and the private key, encrypted with the password you choose.',
    pfxServers: 'IIS, Exchange, Azure and other Windows software',
    pfxDownload:
      'IIS (PFX); IIS compatible for Windows Server 2016 and older, which cannot open the modern AES encryption',
    jksName: 'JKS (.jks)',
    jksHolds:
      'A Java KeyStore with one key entry (alias "server") and its chain, protected by the password you choose.',
    jksServers: 'Tomcat, Jetty and other Java servers',
    jksDownload: 'Tomcat (JKS)',
    jksModern:
      'Java 9 and newer read PKCS#12 keystores as well: a PFX file works in Tomcat with certificateKeystoreType="PKCS12".',
    keyNote:
      'The private key is only in the files when the portal generated it for you. If you created the CSR yourself, use the key you kept; it is never sent to the portal.',
    chainTitle: 'Install the certificate with its chain',
    chainText:
      'Always install the intermediate certificates with yours: browsers do not reliably fetch missing intermediates, and many clients (mobile apps, curl, Java) then refuse the connection. The root certificate is not sent by the server.',
    nginx: 'Nginx: the PEM file holds the certificate followed by the chain.',
    apache: 'Apache 2.4.8 and newer: SSLCertificateFile takes the certificate with its chain.',
    haproxy: 'HAProxy: one file with the certificate, the chain and the key.',
    iis: 'IIS: import the PFX into the computer store (Personal), then bind it to the site on port 443.',
    tomcat: 'Tomcat: point the connector at the keystore and its password.',
    pemKey:
      'When the PEM file also holds the private key, Nginx, Apache and HAProxy can read the key from that same file; or save its PRIVATE KEY block as example.com.key.',
    keyFile:
      'Keep files with a private key readable by the server only (chmod 600) and never commit them to a repository.',
    checkTitle: 'Check the installation',
    checkFile: 'Show the names and dates of a certificate file:',
    checkVerify: 'Check that the certificate chains up to the root:',
    checkMatch: 'Check that the certificate and the key belong together (both lines must be the same):',
    checkServer: 'Check what the server sends (look for "Verify return code: 0 (ok)" and the whole chain):',
    checkKeystores: 'Look inside a PFX or JKS file:',
    rootTitle: 'Root certificate of the portal',
    rootText:
      "Certificates from the portal's built-in certificate authority are meant for testing: its root is in no browser or operating-system trust store, so clients report them as untrusted. To test trust, install this root on the test machine only (or pass it to openssl with -CAfile), and remove it afterwards.",
    rootDownload: 'Download the root certificate',
    lifetimeTitle: 'Certificate lifetimes',
    lifetimeText:
      'Since 2026-03-15 publicly trusted TLS certificates last at most 200 days; from 2027-03-15 at most 100 days, and from 2029-03-15 at most 47 days. An order of one or more years is a subscription: within it the certificate is renewed before it ends, and each new certificate has to be installed again, so automate the installation where you can.',
  },
  ad: {
    label: 'Advertisement',
    close: 'Close the advertisement',
  },
};
