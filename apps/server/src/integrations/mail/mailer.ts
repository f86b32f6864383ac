/** Outgoing mail, behind one interface: SMTP when SMTP_URL is set, otherwise .eml files in the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
