/**
 * Texts of delivery tokens (issue 21, B4; docs/domain/delivery.md): the server's answers to the token calls and
 * to GET deliver/…, and the order detail page's "Delivery tokens" section.
 */
export const delivery = {
  errors: {
    tokenInvalid:
      'The delivery token is not valid for this order (missing, mistyped, revoked, or made for another order)',
    keyNotAllowed:
      'This delivery token was made without the private-key right: it answers pem and fullchain only',
    keyUnavailable:
      'The portal does not hold the private key of this certificate (its CSR was made elsewhere): use the key the CSR was made with',
    orderClosed: 'The order was cancelled, refunded, revoked or failed: its delivery tokens no longer answer',
    orderState:
      'Delivery tokens can only be made for an order that has its certificate or is on its way to one',
    tokenLimit: 'An order may have at most {{max}} active delivery tokens; revoke one first',
    tokenNotFound: 'The delivery token does not exist',
  },
  validation: {
    nameRequired: 'Please give the token a name, for example the server it is for',
    formatInvalid: 'The format must be pem, fullchain, key or pfx',
    passwordRequired: 'Format pfx needs its password in the header X-PFX-Password',
    passwordTooLong: 'The PFX password may have at most {{max}} characters',
  },
  title: 'Delivery tokens',
  intro:
    'A delivery token lets a server fetch this order’s current certificate by itself — also after every reissue and renewal — with one curl call. Make one token per server and revoke it when the server goes.',
  notIssuedYet: 'The certificate is not issued yet: a token made now answers as soon as it is.',
  closed: 'The order is closed: its tokens no longer answer.',
  create: 'New token',
  createTitle: 'New delivery token',
  name: 'Name',
  namePlaceholder: 'e.g. web01 nginx',
  includeKey: 'Also hand out the private key (formats key and pfx)',
  includeKeyWarning:
    'Whoever holds this token can fetch the certificate’s private key. Give it only to the server that uses the certificate, and keep it as safe as the key. Only keys made by the portal (“generate online”) can be handed out.',
  createOk: 'Make token',
  cancel: 'Cancel',
  empty: 'No delivery token yet',
  limit: '{{count}} of {{max}} active tokens',
  columns: {
    name: 'Name',
    token: 'Token',
    includeKey: 'Private key',
    state: 'State',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    actions: 'Actions',
  },
  states: {
    active: 'Active',
    revoked: 'Revoked',
    closed: 'Order closed',
  },
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  createdBy: 'by {{email}}',
  usedFrom: 'from {{ip}}',
  revoke: 'Revoke',
  revokeTitle: 'Revoke the token “{{name}}”?',
  revokeText:
    'It stops working at once: the server that uses it can no longer fetch the certificate. This cannot be undone.',
  revokeOk: 'Revoke',
  revoked: 'The token was revoked',
  newTitle: 'Your delivery token',
  newWarning: 'Copy it now: it is shown only this once (the portal keeps only a hash of it).',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy; please select the text and copy it',
  done: 'Done',
  examples: {
    title: 'Ready to paste',
    try: 'Try it: the certificate with its intermediates',
    headerFile: 'Keep the token in a file only root can read (it then never shows in the process list)',
    cron: 'A cron line (/etc/cron.d/…): fetch daily, reload nginx only when the files changed',
    hook: 'Or a deploy hook script: run it from cron, your deploy tool or by hand',
    formats:
      'Formats: pem (the certificate), fullchain (with intermediates), key (the private key), pfx (PKCS#12, password in the header X-PFX-Password).',
  },
};
