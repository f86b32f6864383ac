/** Texts of domain validation: what a check found versus what it expected. */
export const dcv = {
  dnsNoRecord: 'No TXT record at {{name}}: publish the value shown and allow some minutes for DNS to update',
  dnsWrongValue: 'The TXT record at {{name}} holds "{{found}}", expected "{{expected}}"',
  dnsLookupFailed: 'The DNS look-up of {{name}} failed ({{kind}}); we will try again',
  httpStatus: '{{url}} answered HTTP {{status}}; it must answer 200 with the value',
  httpBodyDiffers: 'The file at {{url}} holds "{{found}}", expected "{{expected}}"',
  httpPrivateAddress:
    '{{url}} points at the private address {{address}}, which cannot prove control of a public name',
  httpNoAddress: '{{domain}} has no IPv4 address, so {{url}} cannot be fetched',
  httpTimeout: '{{url}} did not answer in time',
  httpTooManyRedirects: '{{url}} redirects more than {{limit}} times',
  httpRedirectRefused:
    '{{url}} redirects to {{target}}, which is not allowed (only http/https on ports 80 and 443)',
  httpTooLarge: 'The answer of {{url}} is larger than {{limit}} bytes',
  httpUnreachable: '{{url}} could not be reached ({{reason}})',
  caaForbids:
    'The CAA records at {{relevantAt}} allow only {{issuers}} to issue for {{name}}; add our CA or remove the record',
  caaUnknownCritical:
    'The CAA records at {{relevantAt}} carry an unknown critical tag {{tag}}, which forbids issuance',
  caaLookupFailed: 'The CAA look-up of {{name}} failed ({{kind}}); issuance waits until it answers',
  emailNotApproved: 'Waiting for the approval link sent to {{email}}',
  unknown: 'The validation has not passed yet',
};
