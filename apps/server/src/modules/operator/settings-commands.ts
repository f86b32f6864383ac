import { readFileSync } from 'node:fs';
import { chatWidgetSources, createChatWidgetSetting } from '../catalogue/chat-widget.js';
import { createSalesEmailSetting } from '../catalogue/sales-email-setting.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import {
  checkedInstructions,
  createOfflineInstructions,
  instructionLocaleOf,
  INSTRUCTION_LOCALES,
  type OfflineInstructionTexts,
} from '../wallet/offline-instructions.js';
import { inOperatorWords, OperatorError, parseFlags } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

function describe(texts: OfflineInstructionTexts): string {
  const set = INSTRUCTION_LOCALES.filter((locale) => texts[locale] !== undefined);
  if (set.length === 0) return 'no offline instructions: bank transfer is not offered on Add funds';
  const lines = set.map((locale) => `[${locale}]\n${texts[locale]}`);
  const missing = INSTRUCTION_LOCALES.filter((locale) => texts[locale] === undefined);
  const fallback = texts['en-US'] !== undefined ? 'en-US' : set[0]!;
  if (missing.length > 0) lines.push(`(${missing.join(', ')} read the ${fallback} text)`);
  return lines.join('\n');
}

/** Portal settings the operator changes while the portal runs. */
export function settingsCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  // The change is announced to every running portal's settings cache (cache_versions): seen within a second.
  const sharedCaches = createSharedCaches(ctx.db);
  const instructions = createOfflineInstructions({ ...ctx, sharedCaches });
  const chat = createChatWidgetSetting(ctx, sharedCaches);
  const sales = createSalesEmailSetting(ctx, sharedCaches);
  const fallback = ctx.salesEmail ? `SALES_EMAIL, ${ctx.salesEmail}` : 'SALES_EMAIL';
  return {
    'settings:sales': {
      usage: 'settings:sales [--email E | --clear]   (where pricing requests are mailed; no flag: show it)',
      async run(args) {
        const flags = parseFlags(args);
        if (flags.email !== undefined && flags.clear !== undefined)
          throw new OperatorError('give one of --email and --clear');
        if (flags.clear !== undefined) {
          if (flags.clear !== true) throw new OperatorError('--clear takes no value');
          await sales.set(null);
          return `cleared the sales address: pricing requests go to the default (${fallback})`;
        }
        const email = flags.email;
        if (email !== undefined) {
          if (email === true) throw new OperatorError('--email: the sales address is required');
          const value = await inOperatorWords(() => sales.set(email));
          return `sales address set: ${value}\npricing requests are mailed there and the storefront offer names it`;
        }
        const stored = await sales.stored();
        return stored
          ? `sales address: ${stored}`
          : `no sales address is set: the default (${fallback}) applies`;
      },
    },
    'settings:chat': {
      usage: 'settings:chat [--url https://… | --clear]   (no flag: show it)',
      async run(args) {
        const flags = parseFlags(args);
        if (flags.url !== undefined && flags.clear !== undefined)
          throw new OperatorError('give one of --url and --clear');
        if (flags.clear !== undefined) {
          if (flags.clear !== true) throw new OperatorError('--clear takes no value');
          await chat.set(null);
          return 'removed the chat widget: the pages load no chat script';
        }
        const address = flags.url;
        if (address !== undefined) {
          if (address === true) throw new OperatorError('--url: the address of the chat script is required');
          const url = await inOperatorWords(() => chat.set(address));
          const origins = chatWidgetSources(url).connect ?? [];
          return `chat widget script set: ${url}\nthe pages load it and their Content-Security-Policy allows ${origins.join(' and ')}`;
        }
        const url = await chat.stored();
        return url ? `chat widget script: ${url}` : 'no chat widget script is set';
      },
    },
    'settings:offline': {
      usage:
        'settings:offline [--text TEXT | --file FILE | --clear] [--lang en-US|zh-CN|zh-TW]   (no flag: show them)',
      async run(args) {
        const flags = parseFlags(args);
        const lang = flags.lang;
        if (lang === true) throw new OperatorError('--lang: one of en-US, zh-CN, zh-TW');
        const locale = lang === undefined ? undefined : instructionLocaleOf(lang);
        if (lang !== undefined && !locale)
          throw new OperatorError(`--lang: ${lang} is not one of ${INSTRUCTION_LOCALES.join(', ')}`);
        const given = [flags.text, flags.file, flags.clear].filter((v) => v !== undefined).length;
        if (given > 1) throw new OperatorError('give one of --text, --file and --clear');
        if (flags.clear !== undefined) {
          if (flags.clear !== true) throw new OperatorError('--clear takes no value');
          const texts = await instructions.set(locale, null);
          return `cleared the offline instructions${locale ? ` for ${locale}` : ''}\n${describe(texts)}`;
        }
        let text: string | undefined;
        if (flags.text !== undefined) {
          if (flags.text === true) throw new OperatorError('--text: the instructions are required');
          // A shell line holds no newline easily: "\n" in the text starts a new line.
          text = flags.text.replace(/\\n/g, '\n');
        } else if (flags.file !== undefined) {
          if (flags.file === true) throw new OperatorError('--file: a file name is required');
          try {
            text = readFileSync(flags.file, 'utf8');
          } catch (error) {
            throw new OperatorError(`--file: ${(error as Error).message}`);
          }
        }
        if (text === undefined) return describe(await instructions.stored());
        const checked = await inOperatorWords(async () => checkedInstructions(text));
        const target = locale ?? 'en-US';
        const texts = await instructions.set(target, checked);
        return `set the offline instructions for ${target}\n${describe(texts)}`;
      },
    },
  };
}
