import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './integrations/mail/index.js';

/** What every service may lean on; built once per app (tests build their own). */
export interface ServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  hashToken: (token: string) => string;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
