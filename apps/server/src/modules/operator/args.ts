import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';

/** `--email a@b --operator` -> { email: 'a@b', operator: true } */
export function parseFlags(args: readonly string[]): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new OperatorError(`Unexpected argument: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) flags[name] = inline;
    else if (args[i + 1] !== undefined && !args[i + 1]!.startsWith('--')) flags[name] = args[++i]!;
    else flags[name] = true;
  }
  return flags;
}

export class OperatorError extends Error {}

export function requireFlag(flags: Record<string, string | true>, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new OperatorError(`--${name} is required`);
  return value;
}

/** Runs a service call; its refusal (AppError) becomes the operator's message, in English. */
export async function inOperatorWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new OperatorError(translate('en', error.messageKey, error.vars));
    throw error;
  }
}
