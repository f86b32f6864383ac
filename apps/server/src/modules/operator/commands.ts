import { emailField, newPasswordField } from '@portal/contract';
import { translateMessage } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { setAccountStatus } from '../account/account-status.js';
import { ACCOUNT_LEVELS, setAccountLevel } from '../account/account-grants.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { createAccount } from '../account/create-account.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import { resolve } from 'node:path';
import { createBackup } from './backup.js';
import { adCommands } from './ad-commands.js';
import { skinCommands } from './skin-commands.js';
import { caCommands } from './ca-commands.js';
import { upstreamCommands } from './upstream-commands.js';
import { upstreamOrderCommands } from './upstream-order-commands.js';
import { demoCommands } from './demo-commands.js';
import { couponCommands } from './coupon-commands.js';
import { letterCommands } from './letter-commands.js';
import { affiliateCommands } from './affiliate-commands.js';
import { refundCommands } from './refund-commands.js';
import { requestCommands } from './request-commands.js';
import { paymentCommands } from './payment-commands.js';
import { moneyCommands } from './money-commands.js';
import { opsTotpCommands } from './ops-totp-commands.js';
import { settingsCommands } from './settings-commands.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

export type { OperatorCommand, OperatorContext } from './operator-types.js';

function checked<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: string,
  flag: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new OperatorError(`--${flag}: ${translateMessage('en', result.error.issues[0]?.message ?? '')}`);
  return result.data;
}

/** The operator command line; the same table serves the CLI process and the running portal's socket. */
export function createOperatorCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'user:create': {
      usage: 'user:create --email E --password P [--operator]',
      async run(args) {
        const flags = parseFlags(args);
        const email = checked(emailField, requireFlag(flags, 'email'), 'email');
        const password = checked(newPasswordField(), requireFlag(flags, 'password'), 'password');
        try {
          const account = await createAccount(ctx.db, ctx.clock.now(), {
            email,
            password,
            isOperator: flags.operator === true,
          });
          return `created ${account.isOperator ? 'operator' : 'account'} ${account.email} (uid ${account.uid})`;
        } catch (error) {
          if (error instanceof AppError && error.code === 'emailTaken')
            throw new OperatorError(`${email} is registered already`);
          throw error;
        }
      },
    },
    ...(['user:disable', 'user:enable'] as const).reduce<Record<string, OperatorCommand>>((table, name) => {
      const status = name === 'user:disable' ? 'disabled' : 'active';
      table[name] = {
        usage: `${name} --email E`,
        async run(args) {
          const email = checked(emailField, requireFlag(parseFlags(args), 'email'), 'email');
          const result = await setAccountStatus(
            ctx.db,
            { email },
            status,
            ctx.clock.now(),
            COMMAND_LINE_ACTOR,
          );
          if (!result) throw new OperatorError(`no account has the address ${email}`);
          if (!result.changed) return `${result.email} is ${status} already`;
          return status === 'disabled'
            ? `disabled ${result.email}: its sessions ended and it can no longer log in`
            : `enabled ${result.email}: it can log in again`;
        },
      };
      return table;
    }, {}),
    'user:level': {
      usage: 'user:level --email E --level 0|1   (1: a reseller / partner, shown with partner branding)',
      async run(args) {
        const flags = parseFlags(args);
        const email = checked(emailField, requireFlag(flags, 'email'), 'email');
        const raw = requireFlag(flags, 'level').trim();
        const level = ACCOUNT_LEVELS.find((known) => String(known) === raw);
        if (level === undefined) throw new OperatorError(`--level: one of ${ACCOUNT_LEVELS.join(', ')}`);
        try {
          // The console's service: one rule (main accounts only), one operator audit row per change.
          const account = await setAccountLevel(
            ctx.db,
            { email },
            level,
            ctx.clock.now(),
            COMMAND_LINE_ACTOR,
          );
          if (!account) throw new OperatorError(`no account has the address ${email}`);
          return `${account.email} is level ${account.level}`;
        } catch (error) {
          if (error instanceof AppError && error.messageKey === 'ops.errors.levelMainOnly')
            throw new OperatorError(`${email} is a sub-user: set the level of its main account`);
          throw error;
        }
      },
    },
    ...moneyCommands(ctx),
    ...caCommands(ctx),
    ...upstreamCommands(ctx),
    ...upstreamOrderCommands(ctx),
    ...refundCommands(ctx),
    ...letterCommands(ctx),
    ...couponCommands(ctx),
    ...requestCommands(ctx),
    ...adCommands(ctx),
    ...skinCommands(ctx),
    ...paymentCommands(ctx),
    ...affiliateCommands(ctx),
    ...settingsCommands(ctx),
    ...opsTotpCommands(ctx),
    ...demoCommands(ctx),
    'db:migrate': {
      usage: 'db:migrate',
      async run() {
        await ctx.migrate();
        return 'migrations applied';
      },
    },
    backup: {
      usage: 'backup --out FILE',
      async run(args) {
        if (!ctx.dataDir) throw new OperatorError('backup needs the data directory');
        const out = resolve(requireFlag(parseFlags(args), 'out'));
        return createBackup(ctx.db, ctx.dataDir, out, ctx.clock.now());
      },
    },
    restore: {
      usage: 'restore --in FILE',
      async run() {
        // The command line restores before opening anything (cli.ts); a running portal never does.
        throw new OperatorError(
          'stop the portal first: restore writes a new database into an empty DATA_DIR',
        );
      },
    },
  };
}

export async function runOperatorCommand(
  commands: Record<string, OperatorCommand>,
  name: string | undefined,
  args: readonly string[],
): Promise<{ ok: boolean; output: string }> {
  const command = name ? commands[name] : undefined;
  if (!command) {
    const usage = Object.values(commands).map((c) => `  portal ${c.usage}`);
    return { ok: false, output: `${name ? `Unknown command: ${name}\n` : ''}Commands:\n${usage.join('\n')}` };
  }
  try {
    return { ok: true, output: await command.run(args) };
  } catch (error) {
    if (error instanceof OperatorError)
      return { ok: false, output: `${error.message}\nUsage: portal ${command.usage}` };
    throw error;
  }
}
