/** Texts the server writes itself: mails. */
export const server = {
  mail: {
    resetSubject: 'Reset your password',
    resetBody:
      'Hello,\n\nsomeone asked to reset the password of the account {{email}}.\nOpen this link within {{minutes}} minutes to choose a new password:\n\n{{link}}\n\nIf it was not you, ignore this mail: your password stays as it is.\n',
    welcomeSubject: 'Welcome to the certificate portal',
    welcomeBody: 'Hello,\n\nyour account {{email}} is ready. Log in here: {{link}}\n',
  },
};
