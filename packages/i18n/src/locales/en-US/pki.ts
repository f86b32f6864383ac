/** Texts of CSR and domain-name checks (server answers); keys are the problem reasons. */
export const pki = {
  csr: {
    empty: 'Paste a CSR or upload a .csr file.',
    unreadable:
      'This is not a readable certificate signing request. Paste the whole text from "-----BEGIN CERTIFICATE REQUEST-----" to "-----END CERTIFICATE REQUEST-----", or upload the .csr file (PEM or DER).',
    badSignature:
      'The CSR signature does not match its contents: the CSR was altered or damaged after it was signed. Generate it again.',
    rsaTooSmall: 'The CSR uses an RSA key of {{bits}} bits; at least {{min}} bits are required.',
    unsupportedCurve: 'The CSR uses the elliptic curve {{curve}}; only P-256 and P-384 are accepted.',
    unsupportedKey:
      'The CSR uses a key of type {{algorithm}}; only RSA (2048 bits or more) and ECDSA (P-256 or P-384) keys are accepted.',
    noNames: 'The CSR names no domain: it has neither a common name (CN) nor subject alternative names.',
    tooLarge: 'The CSR is too large: at most {{kb}} KB is accepted. Check that you chose the right file.',
  },
  domain: {
    required: 'Enter at least one domain name.',
    invalidName:
      '“{{name}}” is not a valid domain name: use letters, digits and hyphens, in labels separated by dots.',
    publicSuffix: '“{{name}}” is a public suffix, not a domain you can own.',
    unknownSuffix: '“{{name}}” does not end in a known top-level domain.',
    wildcardNotAllowed:
      '“{{name}}” is a wildcard name; this product does not cover wildcards. Choose a wildcard product.',
    wildcardRequired: 'This wildcard product needs one wildcard name, such as *.example.com.',
    wildcardPosition: '“{{name}}”: the wildcard must be the whole left-most label, as in *.example.com.',
    ipNotAllowed:
      '“{{name}}” is an IP address; this product covers domain names only. IP addresses need an OV or an IP certificate.',
    ipRequired: '“{{name}}” is not an IP address; this IP certificate covers public IPv4 addresses only.',
    ipNotPublic: '“{{name}}” is a private or reserved address; only public IPv4 addresses can be certified.',
    ipv6NotAllowed: '“{{name}}” is an IPv6 address; only public IPv4 addresses are supported.',
    tooManyNames: 'You entered {{count}} names; this product covers at most {{max}}.',
    singleNameOnly:
      'This product covers one name (plus its www. form, or the base domain of the wildcard, free of charge). Remove “{{name}}” or choose a multi-domain product.',
    internalName:
      '“{{name}}” is an internal name (a single label or a reserved suffix such as .local or .internal); publicly trusted certificates cover public domains only.',
    tooLong:
      '“{{name}}” is too long: a domain name has at most 253 characters, and at most 63 between two dots.',
  },
};
