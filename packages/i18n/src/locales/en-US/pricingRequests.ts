/** Texts of the pricing requests (issue 15): price match, unlisted product, bulk buys, switch and match. */
export const pricingRequests = {
  validation: {
    urlRequired: 'Please enter the link',
    urlInvalid: 'Please enter a web address, such as https://example.com/ssl',
    brandRequired: 'Please select brand',
    brandUnknown: 'Please select a brand from the list',
    productRequired: 'Please select certificate',
    productUnknown: 'Please select a certificate of the chosen brand from the list',
    emailRequired: 'Please enter the email',
    nameRequired: 'Please enter the name',
    certificateRequired: 'Please enter the certificate',
    quantityRequired: 'Please enter the quantity',
    quantityInvalid: 'Please enter a whole number from 1 to {{n}}',
    vendorRequired: 'Please enter the vendor',
    validityInvalid: 'Please choose 1, 2, 3, 4 or 5 years',
    fileRequired: 'Please upload the file',
    oneFile: 'Please upload one image only',
    imageOnly:
      'The file is not a PNG, JPEG, WebP or GIF image (judged by its content, whatever its name or type says)',
    tableInvalid: 'Unknown request type: use priceMatchRequest, unlistedProductRequest or bulkBuys',
    wrapperMissing: 'Send the fields of the request in an object named {{table}}',
  },
  kinds: {
    priceMatchRequest: 'Price match request',
    unlistedProductRequest: 'Unlisted product request',
    bulkBuys: 'Bulk buys request',
    guarantee: 'Switch and match guarantee',
  },
  fields: {
    url: 'Link to the offer',
    brand: 'Brand',
    product: 'Certificate',
    email: 'Email',
    name: 'Name',
    certificate: 'Certificate',
    vendor: 'Vendor',
    quantity: 'Quantity',
    validity: 'Validity',
    comments: 'Comments',
    salesVoucher: 'Sales receipt',
  },
  placeholders: {
    url: 'https://',
    brand: 'Select a brand',
    product: 'Select a certificate',
    validity: 'Select years',
    certificate: 'Product name, as the vendor calls it',
    vendor: 'Who sells it',
  },
  years_one: '{{count}} year',
  years_other: '{{count}} years',
  intro: {
    priceMatchRequest:
      'Found the same certificate cheaper elsewhere? Send us the link to the offer and we will match the price. A price match can be claimed up to {{days}} days after the purchase.',
    unlistedProductRequest:
      'Looking for a certificate that is not in our list? Tell us which one, from which vendor and how many: our sales team will send you an offer.',
    bulkBuys: 'Buying many certificates at once? Ask for a quote: we answer within {{from}} to {{to}} hours.',
    guarantee:
      'Switching from another provider? Upload the sales receipt of your current certificate (from the past {{months}} months) and we will match what you paid.',
  },
  upload: {
    choose: 'Choose image',
    hint: 'PNG, JPEG, WebP or GIF, at most {{mb}} MB. Only the last chosen file is kept.',
    tooLarge: 'The image is larger than {{mb}} MB',
    notImage: 'Please choose a PNG, JPEG, WebP or GIF image',
  },
  submit: 'Submit',
  sent: 'Your request was sent: we will answer you by email',
  noBrands: 'No brands to choose from yet',
  errors: {
    tooMany: 'You sent many requests in a short time: please try again in {{minutes}} minutes',
  },
  mail: {
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    confirmSubject: 'We received your request (number {{id}}): {{kind}}',
    confirmBody:
      '{{greeting}}\n\nthank you: we received your request (number {{id}}, {{kind}}). Our sales team will answer you at {{email}}.{{promise}}\n\nWhat you sent:\n{{details}}\n\nCertificate Portal\n',
    bulkPromise: ' We answer bulk quotes within {{from}} to {{to}} hours.',
    salesSubject: '{{kind}} {{id}} from {{account}}',
    salesBody:
      'A new request waits in the inbox (number {{id}}, {{kind}}).\n\nAccount: {{account}} (uid {{uid}})\nSent: {{time}} UTC from {{ip}}\nAnswer to: {{email}}\n\n{{details}}\n\nList the inbox with: portal requests:list\n',
    months: '{{n}} months',
    voucherLine: 'The receipt image is attached ({{type}}, {{size}} bytes).',
  },
};
