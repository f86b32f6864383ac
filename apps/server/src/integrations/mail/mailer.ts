/** Outgoing mail, behind one interface: SMTP when SMTP_URL is set, otherwise .eml files in the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes when it is not the sender (a customer's request forwarded to sales). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
