import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { opsTotpRequired, setOpsTotpRequired } from '../ops/ops-totp-setting.js';
import { OperatorError, parseFlags } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const describe = (required: boolean) =>
  required
    ? 'TOTP is compulsory for the operator console: every operator enrols an authenticator and confirms its code'
    : 'TOTP is optional for the operator console';

/** `portal settings:ops-totp`: the console's compulsory TOTP (the setting opsTotpRequired, with its audit row). */
export function opsTotpCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'settings:ops-totp': {
      usage: 'settings:ops-totp [--required on|off]   (no flag: show it)',
      async run(args) {
        const flags = parseFlags(args);
        const unknown = Object.keys(flags).filter((name) => name !== 'required');
        if (unknown.length > 0) throw new OperatorError(`unknown option --${unknown[0]}`);
        const value = flags.required;
        if (value === undefined) return describe(await opsTotpRequired(ctx.db));
        if (value !== 'on' && value !== 'off') throw new OperatorError('--required: on or off');
        const { required, changed } = await setOpsTotpRequired(ctx, value === 'on', COMMAND_LINE_ACTOR);
        return changed ? describe(required) : `${describe(required)} (unchanged)`;
      },
    },
  };
}
