/** The operator console (issue 18): the server's answers to operators. */
export const ops = {
  rejectedProblem: 'The review was not passed: {{reason}}',
  validation: {
    statusInvalid: 'Please choose an order status between 0 and 13',
    reasonRequired: 'Please give the reason of the rejection',
    uidInvalid: 'Please give the account number (uid)',
    amountRequired: 'Please enter the amount',
    amountInvalid: 'Please enter a positive amount with at most two decimals',
    amountMax: 'One credit may not exceed 1,000,000.00 USD',
    noteRequired: 'Please write a note explaining the credit',
  },
  errors: {
    alreadyDecided: 'Order {{id}} has already been decided',
    userNotFound: 'There is no account with the number {{uid}}',
    wrongPassword: 'The password is not correct',
    reconfirmRequired: 'Please confirm your password again before moving money (at most every 10 minutes)',
  },
};
