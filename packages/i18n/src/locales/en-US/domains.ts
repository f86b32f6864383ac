/** DCV delegation and the account's domains (docs/domain/dcv-delegation.md): the calls' errors and check texts. */
export const domains = {
  errors: {
    disabled: 'DCV delegation is not enabled on this portal',
    notFound: 'There is no delegation for {{domain}}; create it first',
  },
  problems: {
    noCname:
      'No CNAME at {{name}}: create it pointing to {{expected}} (remove any TXT record there first: a name with a CNAME holds nothing else)',
    wrongCname: 'The CNAME at {{name}} points to {{found}}, expected {{expected}}',
    lookupFailed: 'The DNS look-up of {{name}} failed ({{kind}}); we will look again',
  },
};
