/**
 * Texts of the certificate screens (web app): Certificates (/admin/cert), Expiring certificates
 * (/admin/order/expired-cert), the certificate files help page (/ssl-download), and the wizard's validation and
 * result steps as they read the real validation answers.
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
  help: {
    title: 'Certificate files',
    intro:
      'Which file to download for your server, how to install it with its chain, and how to check the result.',
    certificates: 'My certificates',
    formatsTitle: 'Formats',
    format: 'Format',
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
};
