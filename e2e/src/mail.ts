import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { sleep } from './portal.js';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

/** The .eml files in $DATA_DIR/outbox, oldest first (empty when the folder does not exist yet). */
export function outboxFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

async function parse(dataDir: string, file: string): Promise<OutboxMail> {
  const parsed = await simpleParser(readFileSync(join(dataDir, 'outbox', file)));
  return { file, to: addresses(parsed.to), subject: parsed.subject ?? '', text: parsed.text ?? '' };
}

/** Waits for a mail to `to` that is not among `seen` and whose text matches `pattern`; returns it and the match. */
export async function waitForMail(
  dataDir: string,
  options: { to: string; pattern: RegExp; seen: readonly string[]; timeoutMs?: number },
): Promise<{ mail: OutboxMail; match: RegExpMatchArray }> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const seen = new Set(options.seen);
  const checked = new Set<string>();
  for (;;) {
    for (const file of outboxFiles(dataDir)) {
      if (seen.has(file) || checked.has(file)) continue;
      const mail = await parse(dataDir, file).catch(() => undefined); // possibly still being written
      if (!mail) continue;
      checked.add(file);
      if (!mail.to.toLowerCase().includes(options.to.toLowerCase())) continue;
      const match = mail.text.match(options.pattern);
      if (match) return { mail, match };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${options.to} matching ${String(options.pattern)} in ${join(dataDir, 'outbox')} ` +
          `(${checked.size} new mails looked at)`,
      );
    }
    await sleep(250);
  }
}
