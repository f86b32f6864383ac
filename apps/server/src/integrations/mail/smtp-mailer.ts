import { lazyTransport } from './lazy-transport.js';
import type { Mailer, MailMessage } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(message: MailMessage) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
