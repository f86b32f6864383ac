/**
 * The web app's texts for automatic validation (issue 34): the Domains page's DNS-connector panel and "what to do"
 * column, and the notice of the purchase wizard and the order page. The calls' texts are in domains.ts.
 */
export const domainsUi = {
  todo: {
    column: 'What to do',
    manual: 'Validate automatically: create one CNAME, or add a DNS connector below',
    pending: 'Create this CNAME at your DNS host, then check it:',
    delegated: 'Nothing: every validation passes by itself',
    connector: 'Nothing: the portal publishes each value with the connector “{{label}}”',
    connectorFailing: 'The last test of the connector “{{label}}” failed: test it again or replace it',
    renewalNeedsYou:
      'The renewal on {{date}} will need you to validate it by hand. Create one CNAME or add a DNS connector below to avoid it',
  },
  next: {
    column: 'Next renewal',
    none: 'None coming',
    needsYou: 'Needs you',
    automatic: 'Validates by itself',
    reused: 'Validation still valid',
  },
  acme: {
    intro: 'For certificates from CAs that validate by ACME (dns-01), also create:',
  },
  delegate: {
    label: 'Delegate a domain',
    hint: 'Before its first order too: one CNAME covers the domain, the names under it and their wildcards.',
  },
  connectors: {
    title: 'DNS connectors',
    intro:
      'Store an API token of your DNS host: the portal then creates each validation record there itself, waits until it is visible, validates and deletes it. The token is kept sealed and never shown again.',
    empty: 'No DNS connector yet',
    add: 'Add a connector',
    columns: {
      label: 'Name',
      provider: 'DNS host',
      zones: 'Zones covered',
      lastTest: 'Last test',
    },
    providers: { cloudflare: 'Cloudflare', dnspod: 'DNSPod (Tencent Cloud)' },
    results: { ok: 'Passed', failed: 'Failed', never: 'Not tested' },
    noZones: 'none',
    test: 'Test',
    testPassed: 'The test of “{{label}}” passed',
    testFailed: 'The test of “{{label}}” failed: {{problem}}',
    remove: 'Remove',
    removeConfirm: 'Remove the connector “{{label}}”?',
    removeHint:
      'Its token is deleted. Names under its zones then wait for you to publish each value again, unless a delegation covers them.',
    removed: 'The connector “{{label}}” is removed',
    form: {
      title: 'Add a DNS connector',
      provider: 'DNS host',
      label: 'Name',
      labelPlaceholder: 'e.g. Cloudflare, main account',
      apiToken: 'API token',
      cloudflareHint:
        'A scoped API token (My Profile → API Tokens) with the permissions Zone → Zone → Read and Zone → DNS → Edit. A Global API Key is not accepted.',
      secretId: 'SecretId',
      secretKey: 'SecretKey',
      dnspodHint:
        'A Tencent Cloud API key pair (CAM → API keys), best of a sub-user with QcloudDNSPodFullAccess. The legacy DNSPod token is not accepted.',
      testing:
        'The portal tests the credentials by creating and deleting one TXT record before it stores them.',
      save: 'Test and save',
      saved: 'The connector “{{label}}” is saved',
    },
  },
  /** The purchase wizard's validation step and the order page's validation card. */
  auto: {
    title: 'Validates automatically',
    intro: 'You do not need to publish the TXT value of these names: the portal publishes it itself.',
    byDelegation: '{{name}}: through the delegation of {{domain}}',
    byConnector: '{{name}}: through the DNS connector “{{label}}” ({{provider}})',
    next: 'Press “Submit validation”, or just wait: the portal checks again every minute.',
    otherMethod:
      'These names could validate automatically with DNS validation, but use another method now: {{names}}. Change the method to DNS to use it.',
    manualTitle: 'Validate automatically next time',
    manual:
      'These names need their value published by hand: {{names}}. One CNAME per domain (or a DNS connector) makes every later validation pass by itself.',
    setUp: 'Set it up on the Domains page',
  },
};
