import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

export interface OperatorContext {
  db: Database;
  clock: Clock;
  migrate: () => Promise<void>;
}

export interface OperatorCommand {
  usage: string;
  run(args: readonly string[]): Promise<string>;
}
