/** The console's upstream CAs page (issue 33, docs/domain/upstreams.md). */
export const opsUpstreams = {
  title: 'Upstream CAs',
  intro:
    'Where new orders are submitted. Define upstreams with portal upstream:set; an order keeps the upstream it was submitted to.',
  columns: {
    name: 'Upstream',
    type: 'Type',
    endpoint: 'Endpoint',
    routes: 'Routes',
    health: 'Health',
    waiting: 'Orders waiting',
  },
  types: { builtin: 'Built-in CA', acme: 'ACME', certcentral: 'DigiCert CertCentral' },
  fromEnv: 'from the ACME_* settings',
  secretsSet: 'Credentials set: {{list}}',
  noRoutes: 'No route',
  lastSuccess: 'Last success {{at}}',
  lastError: 'Last error {{at}}: {{message}}',
  neverReached: 'Not reached yet',
  test: 'Test',
  testing: 'Testing…',
  testOk: '{{name}} answered',
  testFailed: '{{name}} did not answer: {{error}}',
  route: {
    title: 'Route new orders',
    brand: 'Brand',
    product: 'Product short name (optional)',
    upstream: 'Upstream',
    save: 'Save route',
    saved: 'New orders of {{what}} go to {{upstream}}',
  },
  validation: {
    name: 'An upstream name is builtin or 1 to 40 lower-case letters, digits, - or _',
    brand: 'Please enter a brand',
  },
};
