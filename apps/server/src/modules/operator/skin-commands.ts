import type { Skin } from '@portal/contract';
import { createWebsiteSetting } from '../catalogue/website-setting.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import { createSkinsService, type SkinInput } from '../skins/skins.service.js';
import { inOperatorWords, OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const SET_USAGE =
  'skin:set --host H [--title T] [--copyright C] [--logo URL] [--login-logo URL] [--favicon URL]   ' +
  '(an omitted option keeps its value; an empty one, e.g. --logo "", clears it)';

/** The options of skin:set and the skin's fields they set. */
const OPTIONS = [
  ['title', 'title'],
  ['copyright', 'copyright'],
  ['logo', 'logo'],
  ['login-logo', 'loginLogo'],
  ['favicon', 'favicon'],
] as const;

function describe(skin: Skin): string {
  return [
    skin.host ?? '(default)',
    `title ${JSON.stringify(skin.title)}`,
    `copyright ${JSON.stringify(skin.copyright)}`,
    `logo ${skin.logo ?? '(built-in)'}`,
    `login logo ${skin.loginLogo ?? '(the menu logo)'}`,
    `favicon ${skin.favicon ?? '(built-in)'}`,
  ].join('  ');
}

/** White-label skins per host (docs/domain/white-label.md): set, list, remove. */
export function skinCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  // A change is announced to every running portal (cache_versions): its pages show it within a second.
  const sharedCaches = createSharedCaches(ctx.db);
  const website = createWebsiteSetting(ctx, sharedCaches);
  // The default skin's title is the `website` setting.
  const skins = createSkinsService(ctx, { sharedCaches, siteName: () => website.stored() });
  return {
    'skin:set': {
      usage: SET_USAGE,
      async run(args) {
        const flags = parseFlags(args);
        const input: SkinInput = { host: requireFlag(flags, 'host') };
        for (const [option, field] of OPTIONS) {
          const value = flags[option];
          // `--logo` with nothing after it reads as true: the same as an empty value, a clear.
          if (value !== undefined) input[field] = value === true ? '' : value;
        }
        const unknown = Object.keys(flags).filter(
          (name) => name !== 'host' && !OPTIONS.some(([option]) => option === name),
        );
        if (unknown.length > 0) throw new OperatorError(`unknown option --${unknown[0]}`);
        const row = await inOperatorWords(() => skins.set(input));
        return `skin of ${row.host} saved\n${describe(await skins.effective(row.host))}`;
      },
    },
    'skin:list': {
      usage: 'skin:list   (every host with a skin, then the default of all other hosts)',
      async run() {
        const rows = await skins.list();
        const lines = await Promise.all(rows.map(async (row) => describe(await skins.effective(row.host))));
        lines.push(describe(await skins.forHost(undefined)));
        return lines.join('\n');
      },
    },
    'settings:website': {
      usage: "settings:website [--title T]   (the site name: the default skin's title; no flag: show it)",
      async run(args) {
        const flags = parseFlags(args);
        if (flags.title === undefined) {
          const name = await website.stored();
          return name ? `site name: ${name}` : 'no site name is set: the pages show the built-in title';
        }
        const name = await inOperatorWords(() =>
          website.set(flags.title === true ? '' : (flags.title as string)),
        );
        return name ? `site name set: ${name}` : 'site name removed: the pages show the built-in title';
      },
    },
    'skin:remove': {
      usage: 'skin:remove --host H',
      async run(args) {
        const row = await inOperatorWords(() => skins.remove(requireFlag(parseFlags(args), 'host')));
        return `skin of ${row.host} removed: the host shows the default skin`;
      },
    },
  };
}
