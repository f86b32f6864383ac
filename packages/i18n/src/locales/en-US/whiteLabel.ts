const image = (name: string) => ({
  empty: `The ${name} address is required (an empty value clears it)`,
  tooLong: `The ${name} address is longer than {{max}} characters`,
  scheme: `The ${name} address "{{value}}" must be a path of this portal (starting with /) or an https:// address; http:, javascript: and other schemes are refused`,
  malformed: `The ${name} address "{{value}}" is not a valid portal path or https:// address`,
});

/** Texts of the white label (issue 17): the operator's refusals, the partner branding, the storefront offer page. */
export const whiteLabel = {
  errors: {
    host: 'The host "{{value}}" is not a host name or IP address (without port or path, at most {{max}} characters)',
    titleTooLong: 'The site title is longer than {{max}} characters',
    titleMarkup: 'The site title must be plain text, without < > or control characters',
    copyrightTooLong: 'The copyright text is longer than {{max}} characters',
    copyrightMarkup: 'The copyright text must be plain text, without < > or control characters',
    logo: image('logo'),
    loginLogo: image('login logo'),
    favicon: image('favicon'),
    notFound: 'The host {{host}} has no skin of its own',
  },
  partner: {
    tag: 'Partner',
    badge: 'Partner of {{title}}',
  },
  offer: {
    title: 'Your White Branded Storefront Solution',
    intro:
      'Run a certificate store under your own brand: your customers buy from you, and we do the rest behind the scenes.',
    items: {
      logo: { title: 'Upload your logo', text: 'Your logo on every page your customers see.' },
      domain: { title: 'Set your domain', text: 'The storefront answers on a domain of your own.' },
      payment: { title: 'Set your payment method', text: 'Choose how your customers pay.' },
      prices: { title: 'Set your own prices', text: 'Decide your margins product by product.' },
      customersPayYou: { title: 'Customers pay you', text: 'The money of every sale goes to you directly.' },
      support: { title: '24/7 support', text: 'Our team helps you and your customers around the clock.' },
      modules: {
        title: 'Customised modules and your local language',
        text: 'The modules you need, in the language of your market.',
      },
      library: {
        title: 'A product library',
        text: 'The certificates of every brand we carry, ready to sell.',
      },
      advertising: {
        title: 'Advertising investment',
        text: 'After an evaluation of your store, we invest in advertising it.',
      },
    },
    contact: 'Interested? Write to our sales team: {{email}}',
    mail: 'E-mail sales',
    pricing: 'Ask for bulk prices',
    subject: 'White branded storefront',
  },
};
