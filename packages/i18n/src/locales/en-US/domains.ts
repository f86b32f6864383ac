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
  /** The Domains page (/admin/domains, issue 34). */
  page: {
    title: 'Domains',
    intro:
      'Every name your orders cover and every domain you delegated. A delegated domain validates itself at every order, reissue and renewal; a manual one waits for you to publish a value each time.',
    empty: 'No domains yet: the names of your orders appear here',
    columns: {
      domain: 'Domain',
      mode: 'Validation',
      delegation: 'Delegation',
      orders: 'Orders',
      lastValidated: 'Last validation',
      reuseEnds: 'Reuse ends',
    },
    modes: { manual: 'Manual', delegated: 'Delegated', connector: 'DNS connector' },
    modeHints: {
      manual: 'You publish the validation value (DNS, file or e-mail) each time the name is validated',
      delegated:
        'A CNAME delegates the validation to the portal: every validation passes with no action from you',
      connector: 'The portal creates the DNS record at your DNS host with the token you stored',
    },
    states: { pending: 'Pending', active: 'Active', none: 'Not delegated' },
    coveredBy: 'by {{domain}}',
    validate: 'Validate automatically',
    check: 'Delegation',
    remove: 'Remove delegation',
    removeConfirm: 'Remove the delegation of {{domain}}?',
    removeHint:
      'Its names stop validating by themselves: each validation will wait for you again. You may then delete the CNAME.',
    removed: 'The delegation of {{domain}} is removed',
    off: 'Automatic validation (DCV delegation) is not enabled on this portal: validate each name by publishing the value its order shows.',
    dialog: {
      title: 'Validate {{domain}} automatically',
      step1: 'Create the CNAME',
      step2: 'Check',
      intro: 'At your DNS host, create this one record:',
      name: 'Name',
      type: 'Type',
      target: 'Target',
      once: 'Once only: it stays valid for every later validation of this domain and the names under it, wildcards included.',
      check: 'Check now',
      close: 'Close',
      expected: 'Expected',
      found: 'Found',
      nothing: 'nothing',
      pending: 'The CNAME is not there yet; DNS changes can take a few minutes to appear',
      active: 'Delegation active: every validation of {{domain}} and the names under it now passes by itself',
    },
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
