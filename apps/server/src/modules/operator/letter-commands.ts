import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { emailField } from '@portal/contract';
import { createLettersService } from '../letters/letters.service.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const USAGE = 'letter:send (--public | --email E) --title T (--html H | --file FILE)';

/** Operator letters (docs/domain/letters.md): public to every account, or private to one account. */
export function letterCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'letter:send': {
      usage: USAGE,
      async run(args) {
        const flags = parseFlags(args);
        const toEveryone = flags.public === true;
        const address = flags.email ?? flags.to;
        if (toEveryone === (address !== undefined))
          throw new OperatorError('give either --public or --email E (one of them)');
        let email: string | undefined;
        if (address !== undefined) {
          const parsed = emailField.safeParse(address);
          if (!parsed.success)
            throw new OperatorError(`--email: ${String(address)} is not an e-mail address`);
          email = parsed.data;
        }
        const title = requireFlag(flags, 'title');
        const html =
          typeof flags.file === 'string'
            ? await readFile(resolve(flags.file), 'utf8').catch(() => {
                throw new OperatorError(`--file: cannot read ${String(flags.file)}`);
              })
            : requireFlag(flags, 'html');
        const letters = createLettersService({ db: ctx.db, clock: ctx.clock, publicUrl: '' });
        const sent = await letters.send({ email, title, html });
        if (!sent) throw new OperatorError(`no account has the address ${email}`);
        return sent.to === null
          ? `public letter ${sent.id} sent to every account`
          : `letter ${sent.id} sent to ${sent.to}`;
      },
    },
  };
}
