import { AD_LOCATIONS } from '@portal/contract';
import {
  createAdvertisementsService,
  type AdvertisementState,
} from '../advertisements/advertisements.service.js';
import type { AdvertisementRecord } from '../../db/schema/index.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import { inOperatorWords, OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const SET_USAGE =
  `ad:set --location ${AD_LOCATIONS.join('|')} --image URL --link URL --description TEXT --countdown SECONDS ` +
  '[--from DATE] [--until DATE]';

/** `--from 2026-12-01` or `--until 2026-12-24T18:00:00Z` (ISO 8601; a date alone is midnight UTC). */
function dateFlag(flags: Record<string, string | true>, name: string): Date | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  const at = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw new OperatorError(
      `--${name}: an ISO 8601 date or time is required, e.g. 2026-12-01 or 2026-12-01T09:00:00Z`,
    );
  return at;
}

function countdownFlag(flags: Record<string, string | true>): number {
  const value = requireFlag(flags, 'countdown').trim();
  // Digits only: "3s" or "1e3" is refused here rather than read as something else.
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

function describe(row: AdvertisementRecord & { state: AdvertisementState }): string {
  const window =
    row.state === 'removed'
      ? `removed ${row.removedAt!.toISOString()}`
      : `from ${row.startsAt.toISOString()}${row.endsAt ? ` until ${row.endsAt.toISOString()}` : ''}`;
  return [
    `#${row.id}`,
    row.location,
    row.state,
    `after ${row.popCountdown} s`,
    `image ${row.imageLink}`,
    `link ${row.contentLink}`,
    window,
    JSON.stringify(row.description),
  ].join('  ');
}

/** Advertisements (docs/domain/advertisements.md): add one, take one down, list them. */
export function adCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  // A change is announced to every running portal (cache_versions): its pages show it within a second.
  const advertisements = createAdvertisementsService(ctx, createSharedCaches(ctx.db));
  return {
    'ad:set': {
      usage: SET_USAGE,
      async run(args) {
        const flags = parseFlags(args);
        const input = {
          location: requireFlag(flags, 'location').trim(),
          imageLink: requireFlag(flags, 'image'),
          contentLink: requireFlag(flags, 'link'),
          description: requireFlag(flags, 'description'),
          popCountdown: countdownFlag(flags),
          startsAt: dateFlag(flags, 'from'),
          endsAt: dateFlag(flags, 'until'),
        };
        const row = await inOperatorWords(() => advertisements.add(input));
        return `advertisement ${row.id} added\n${describe(row)}`;
      },
    },
    'ad:remove': {
      usage: 'ad:remove --id ID',
      async run(args) {
        const raw = requireFlag(parseFlags(args), 'id').trim();
        const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
        if (!Number.isSafeInteger(id) || id <= 0)
          throw new OperatorError('--id: an advertisement number is required');
        await inOperatorWords(() => advertisements.remove(id));
        return `advertisement ${id} removed: no page shows it any more`;
      },
    },
    'ad:list': {
      usage: 'ad:list   (the newest 50, with their state now)',
      async run() {
        const rows = await advertisements.list();
        return rows.length === 0 ? 'no advertisements' : rows.map(describe).join('\n');
      },
    },
  };
}
