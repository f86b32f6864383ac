/** DigiCert CertCentral Services API v2 as a certificate authority (a CA reseller REST API). */
export { createCertCentralCa, type CertCentralCaOptions } from './certcentral-ca.js';
