import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index.js';

describe('SMTP mailer against a real SMTP server on loopback', () => {
  const received: { from: string; to: string[]; mail: ParsedMail; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'portal' && auth.password === 's3cret') callback(null, { user: 'portal' });
        else callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        void simpleParser(stream).then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
            user: session.user as string | undefined,
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with authentication', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://portal:s3cret@127.0.0.1:${port}`,
      dataDir: '/nonexistent',
      from: 'Portal <no-reply@portal.test>',
    });
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://portal.test/x?token=abc',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@portal.test',
      to: ['ada@example.com'],
      user: 'portal',
    });
    expect(received[0]!.mail.subject).toBe('Reset your password');
    expect(received[0]!.mail.text?.trim()).toBe('Open https://portal.test/x?token=abc');
  });
});

describe('outbox mailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each mail as a complete RFC 5322 .eml file', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir: dir, from: 'Portal <no-reply@portal.test>' });
    await mailer.send({
      to: '王小明 <ming@example.com>',
      subject: '重置您的密码',
      text: '您好，链接：https://portal.test/r?token=xyz',
    });
    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(join(dir, 'outbox', files[0]!)));
    expect(parsed.subject).toBe('重置您的密码');
    expect(parsed.text?.trim()).toBe('您好，链接：https://portal.test/r?token=xyz');
    expect(parsed.messageId).toBeTruthy();
    expect(parsed.date).toBeInstanceOf(Date);
  });
});
