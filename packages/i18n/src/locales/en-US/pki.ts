/** Texts of CSR and domain-name checks (server answers). */
export const pki = {
  csr: {},
  domain: {},
};
