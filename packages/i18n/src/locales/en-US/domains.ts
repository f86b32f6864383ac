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
  connectors: {
    credentialsRequired: 'Enter the credentials of your DNS host',
    labelRequired: 'Give the connector a name',
    labelTooLong: 'The name is too long (80 characters at most)',
    notFound: 'There is no such DNS connector',
    refused: {
      badCredentials: '{{provider}} refused the credentials: the token or key is wrong, revoked or malformed',
      noZone: '{{provider}} refused the credentials: they see no DNS zone',
      forbidden:
        '{{provider}} refused the credentials: they may not create TXT records (read-only, or a zone outside their scope)',
      rateLimited: '{{provider}} refused the credentials: too many calls just now; try again in a minute',
      unavailable: '{{provider}} refused the credentials: the provider did not answer; try again later',
      rejected: '{{provider}} refused the credentials: the provider refused the call ({{detail}})',
    },
  },
};
