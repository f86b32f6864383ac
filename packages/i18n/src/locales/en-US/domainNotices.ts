/** The notice before a reissue that will need the customer (issue 34, docs/domain/dcv-delegation.md). */
export const domainNotices = {
  mail: {
    subject: 'Order #{{orderId}}: the renewal on {{date}} will need you to validate {{count}} of its names',
    body: 'The subscription of order #{{orderId}} makes its next certificate on {{date}}. By then the last validation of these names can no longer be reused, and nothing validates them by itself:\n\n{{names}}\n\nYou will have to publish a new validation value for each of them, or the renewal waits. To avoid this for this renewal and every later one, delegate validation once: on the Domains page ({{domainsLink}}) choose "Validate automatically" and create the CNAME it shows, or connect your DNS host there.\n\nOrder: {{link}}',
  },
};
