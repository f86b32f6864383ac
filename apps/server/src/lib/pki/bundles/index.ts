/** Certificate downloads: PEM for Linux, PKCS#12 for Windows and others, JKS for Java. */
export { DEFAULT_BUNDLE_ALIAS, type BundleInput } from './bundle-input.js';
export { MAX_BUNDLE_PASSWORD_LENGTH } from './bundle-password.js';
export { pemBundle } from './pem-bundle.js';
export { pkcs12Bundle, type Pkcs12BundleInput, type Pkcs12Compatibility } from './pkcs12/pkcs12-bundle.js';
export { jksKeystore, type JksKeystoreInput } from './jks/jks-keystore.js';
