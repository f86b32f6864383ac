import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from '../../lib/crypto.js';
import { lazyTransport } from './lazy-transport.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface OutboxLogger {
  info(object: Record<string, unknown>, message: string): void;
}

/** Writes each mail as an RFC 5322 .eml file (built by nodemailer itself) into the outbox directory. */
export function createOutboxMailer(outboxDir: string, from: string, logger?: OutboxLogger): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message: MailMessage) {
      const info = await (await transport.get()).sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`;
      const file = join(outboxDir, name);
      // Write then rename, so a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      logger?.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
