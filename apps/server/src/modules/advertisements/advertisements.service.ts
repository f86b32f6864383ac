import {
  AD_COUNTDOWN_MAX_SECONDS,
  AD_DESCRIPTION_MAX_LENGTH,
  AD_LOCATIONS,
  LINK_MAX_LENGTH,
  pathOrHttpsProblem,
  type AdLocation,
  type Advertisement,
} from '@portal/contract';
import type { AdvertisementRecord } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createAdvertisementsRepository } from './advertisements.repository.js';

/** What an operator gives `portal ad:set`; checked here before anything is stored. */
export interface AdvertisementInput {
  location: string;
  imageLink: string;
  contentLink: string;
  description: string;
  popCountdown: number;
  /** Default: now. */
  startsAt?: Date | undefined;
  /** Default: no end (until `ad:remove`). */
  endsAt?: Date | undefined;
}

export type AdvertisementState = 'running' | 'scheduled' | 'ended' | 'removed';

/** The rows are few and change only through the operator: cached, dropped in every process on a change. */
const CACHE_MS = 60_000;
/** How many advertisements `ad:list` shows (newest first). */
const OPERATOR_LIST_LIMIT = 50;

const invalid = (key: string, vars: Record<string, string | number> = {}) =>
  new AppError('invalidParams', `advertisements.errors.${key}`, vars);

/** Both links of a stored row still pass the rules (a row written some other way is never shown). */
const linksAllowed = (row: AdvertisementRecord) =>
  pathOrHttpsProblem(row.imageLink) === undefined && pathOrHttpsProblem(row.contentLink) === undefined;

function stateAt(row: AdvertisementRecord, now: number): AdvertisementState {
  if (row.removedAt) return 'removed';
  if (row.endsAt && row.endsAt.getTime() <= now) return 'ended';
  return row.startsAt.getTime() > now ? 'scheduled' : 'running';
}

const rowOf = (row: AdvertisementRecord): Advertisement => ({
  id: row.id,
  location: row.location as AdLocation,
  imageLink: row.imageLink,
  contentLink: row.contentLink,
  description: row.description,
  popCountdown: row.popCountdown,
});

/**
 * Advertisements (issue 15, docs/domain/advertisements.md): the operator adds and takes them down from the command
 * line; GET advertisements lists those running now to everyone. Links are a portal path or an https address,
 * nothing else (no http:, javascript: or data:), checked before a row is written and again before one is shown.
 */
export function createAdvertisementsService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  sharedCaches: SharedCaches,
) {
  const repo = createAdvertisementsRepository(deps.db);
  let cache: { at: number; value: Promise<AdvertisementRecord[]> } | undefined;
  sharedCaches.onChange('advertisements', () => (cache = undefined));

  /** Not removed and not ended when read: a row ending later is filtered at each call by the clock. */
  function live(): Promise<AdvertisementRecord[]> {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      const value = repo.live(deps.clock.now());
      cache = { at: Date.now(), value };
      value.catch(() => (cache = undefined));
    }
    return cache.value;
  }

  function checked(input: AdvertisementInput, now: Date) {
    if (!(AD_LOCATIONS as readonly string[]).includes(input.location))
      throw invalid('location', { value: input.location, locations: AD_LOCATIONS.join(', ') });
    const imageLink = input.imageLink.trim();
    const contentLink = input.contentLink.trim();
    for (const [field, link] of [
      ['image', imageLink],
      ['link', contentLink],
    ] as const) {
      const problem = pathOrHttpsProblem(link);
      if (problem) throw invalid(`${field}.${problem}`, { value: link, max: LINK_MAX_LENGTH });
    }
    const description = input.description.trim();
    if (description === '') throw invalid('descriptionRequired');
    if (description.length > AD_DESCRIPTION_MAX_LENGTH)
      throw invalid('descriptionTooLong', { max: AD_DESCRIPTION_MAX_LENGTH });
    const countdown = input.popCountdown;
    if (!Number.isInteger(countdown) || countdown < 0 || countdown > AD_COUNTDOWN_MAX_SECONDS)
      throw invalid('countdown', { max: AD_COUNTDOWN_MAX_SECONDS });
    const startsAt = input.startsAt ?? now;
    const endsAt = input.endsAt ?? null;
    if (endsAt && endsAt.getTime() <= now.getTime()) throw invalid('endsInPast');
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw invalid('window');
    return {
      location: input.location,
      imageLink,
      contentLink,
      description,
      popCountdown: countdown,
      startsAt,
      endsAt,
    };
  }

  return {
    /** GET advertisements: those running now (started, not ended, not removed), newest start first. */
    async running(): Promise<Advertisement[]> {
      const now = deps.clock.now().getTime();
      return (await live()).filter((row) => stateAt(row, now) === 'running' && linksAllowed(row)).map(rowOf);
    },

    /** Origins of the https images of advertisements running now or later (the pages' CSP allows them). */
    async imageOrigins(): Promise<string[]> {
      const now = deps.clock.now().getTime();
      const origins = (await live())
        .filter((row) => stateAt(row, now) !== 'ended' && linksAllowed(row))
        .filter((row) => row.imageLink.startsWith('https://'))
        .map((row) => new URL(row.imageLink).origin);
      return [...new Set(origins)].sort();
    },

    /**
     * `portal ad:set` and the console: checks every field, then stores and announces the advertisement with its
     * operator audit row in one transaction.
     */
    async add(
      input: AdvertisementInput,
      actor: OperatorActor = COMMAND_LINE_ACTOR,
    ): Promise<AdvertisementRecord & { state: AdvertisementState }> {
      const now = deps.clock.now();
      const values = checked(input, now);
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await createAdvertisementsRepository(tx).insert(values);
        await appendOperatorAudit(tx, actor, {
          action: 'advertisement.add',
          targetType: 'advertisement',
          targetId: String(inserted.id),
          details: { before: null, after: inserted },
          at: now,
        });
        await sharedCaches.changed('advertisements', tx);
        return inserted;
      });
      // The announcement dropped this process's copy before the commit: drop it again now the row is visible.
      cache = undefined;
      return { ...row, state: stateAt(row, now.getTime()) };
    },

    /** `portal ad:remove`: takes one down at once (the row is kept); unknown or already removed: an error. */
    async remove(id: number, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<AdvertisementRecord> {
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = createAdvertisementsRepository(tx);
        const before = await txRepo.find(id);
        const removed = await txRepo.remove(id, now);
        if (!removed) {
          if (before) throw new AppError('conflict', 'advertisements.errors.removedAlready', { id });
          throw new AppError('notFound', 'advertisements.errors.notFound', { id });
        }
        await appendOperatorAudit(tx, actor, {
          action: 'advertisement.remove',
          targetType: 'advertisement',
          targetId: String(id),
          details: { before, after: removed },
          at: now,
        });
        await sharedCaches.changed('advertisements', tx);
        return removed;
      });
      cache = undefined;
      return row;
    },

    /**
     * The console's change of an advertisement not taken down: the same checks as `add` (every field given again),
     * the row, its audit row (before / after) and the announcement in one transaction.
     */
    async update(
      id: number,
      input: AdvertisementInput,
      actor: OperatorActor = COMMAND_LINE_ACTOR,
    ): Promise<AdvertisementRecord & { state: AdvertisementState }> {
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = createAdvertisementsRepository(tx);
        const before = await txRepo.find(id);
        if (!before) throw new AppError('notFound', 'advertisements.errors.notFound', { id });
        if (before.removedAt) throw new AppError('conflict', 'advertisements.errors.removedAlready', { id });
        // An unchanged start in the past stays as it is (not moved to now).
        const values = checked({ ...input, startsAt: input.startsAt ?? before.startsAt }, now);
        const updated = await txRepo.update(id, values);
        if (!updated) throw new AppError('conflict', 'advertisements.errors.removedAlready', { id });
        await appendOperatorAudit(tx, actor, {
          action: 'advertisement.update',
          targetType: 'advertisement',
          targetId: String(id),
          details: { before, after: updated },
          at: now,
        });
        await sharedCaches.changed('advertisements', tx);
        return updated;
      });
      cache = undefined;
      return { ...row, state: stateAt(row, now.getTime()) };
    },

    /** `portal ad:list`: the newest advertisements with their state now. */
    async list(): Promise<(AdvertisementRecord & { state: AdvertisementState })[]> {
      const now = deps.clock.now().getTime();
      return (await repo.latest(OPERATOR_LIST_LIMIT)).map((row) => ({ ...row, state: stateAt(row, now) }));
    },
  };
}
export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;
