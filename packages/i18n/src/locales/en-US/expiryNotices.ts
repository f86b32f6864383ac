/**
 * The web's expiry-notice controls (issue 21, B6): the account-wide list on My Account and an order's own list on
 * its detail page. The server's texts (validation, mails) are in lifecycle.ts.
 */
export const expiryNotices = {
  tab: 'Expiry notices',
  title: 'Expiry notices',
  accountExplain:
    'A mail to the renewal email and a letter here, this many days before a certificate of your orders expires (or the order ends, if that comes first). Each is sent once per certificate. Orders without a list of their own follow this one. Default: 30 and 7 days; an empty list sends none.',
  orderExplain:
    'Mail and letter to the renewal email ({{email}}) this many days before the certificate expires or the order ends. Each is sent once per certificate.',
  days: 'Days before expiry',
  placeholder: 'Type a number of days and press Enter',
  follow: 'Follow the account',
  own: 'Own days',
  followsAccount: 'Follows the account: {{days}}',
  daysList: '{{days}} days before',
  none: 'No notices',
  defaultNote: 'The default (you have not chosen a list yet)',
  save: 'Save',
  saved: 'Expiry notices saved',
  readOnly: 'Your role cannot change expiry notices: the main account or a finance user can.',
  loadFailed: 'Could not load the expiry notices',
};
