import { join } from 'node:path';
import type { Mailer } from './mailer.js';
import { createOutboxMailer, type OutboxLogger } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export type { Mailer, MailAttachment, MailMessage } from './mailer.js';

export function createMailer(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  logger?: OutboxLogger;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(join(options.dataDir, 'outbox'), options.from, options.logger);
}
