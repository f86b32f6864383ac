import {
  DEFAULT_SKIN,
  LINK_MAX_LENGTH,
  pathOrHttpsProblem,
  SKIN_COPYRIGHT_MAX_LENGTH,
  SKIN_HOST_MAX_LENGTH,
  SKIN_TITLE_MAX_LENGTH,
  type Skin,
} from '@portal/contract';
import type { SkinRecord } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { operatorHostName, requestHostName } from './host-name.js';
import { createSkinsRepository } from './skins.repository.js';

/** The images of a skin (each a portal path or an https address). */
export const SKIN_IMAGES = ['logo', 'loginLogo', 'favicon'] as const;
type SkinImage = (typeof SKIN_IMAGES)[number];

/**
 * What `portal skin:set` (and later the operator console) gives: an absent field keeps the stored value, an empty
 * one clears it (the default's title and copyright, the built-in logo and favicon).
 */
export interface SkinInput {
  host: string;
  title?: string | undefined;
  copyright?: string | undefined;
  logo?: string | undefined;
  loginLogo?: string | undefined;
  favicon?: string | undefined;
}

/** The request's host as Fastify derives it: X-Forwarded-Host only from a trusted proxy (TRUST_PROXY). */
export interface RequestWithHost {
  host: string;
}

/** Skins are few and change only through the operator: cached, dropped in every process on a change. */
const CACHE_MS = 60_000;

const invalid = (key: string, vars: Record<string, string | number> = {}) =>
  new AppError('invalidParams', `whiteLabel.errors.${key}`, vars);

// Markup and control characters: a title or copyright is plain text wherever it is shown.
// eslint-disable-next-line no-control-regex
const NOT_PLAIN_TEXT = /[<>\u0000-\u001f\u007f]/;

function checkedText(field: 'title' | 'copyright', value: string, max: number): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (text.length > max) throw invalid(`${field}TooLong`, { max });
  if (NOT_PLAIN_TEXT.test(text)) throw invalid(`${field}Markup`);
  return text;
}

function checkedImage(field: SkinImage, value: string): string | null {
  const link = value.trim();
  if (link === '') return null;
  const problem = pathOrHttpsProblem(link);
  if (problem) throw invalid(`${field}.${problem}`, { value: link, max: LINK_MAX_LENGTH });
  return link;
}

/** A stored image that no longer passes the rules (written some other way) is never shown. */
const usable = (link: string | null) =>
  link !== null && pathOrHttpsProblem(link) === undefined ? link : null;

function skinOf(row: SkinRecord, fallback: Skin): Skin {
  const title = row.title ?? fallback.title;
  return {
    host: row.host,
    title,
    copyright: row.copyright ?? `© ${title}`,
    logo: usable(row.logo),
    loginLogo: usable(row.loginLogo),
    favicon: usable(row.favicon),
  };
}

interface SkinTable {
  byHost: Map<string, Skin>;
  fallback: Skin;
}

/**
 * White-label skins (issue 17, docs/domain/white-label.md): per request host a site title, copyright line, menu
 * logo, login logo and favicon. The host is matched exactly after normalising; every other host gets the default
 * skin, whose title is the operator's `website` setting when one is set.
 */
export function createSkinsService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  options: {
    sharedCaches: SharedCaches;
    /** The `website` setting (admin-setting): the default skin's title when not empty. */
    siteName: () => Promise<string>;
  },
) {
  const { sharedCaches } = options;
  const repo = createSkinsRepository(deps.db);
  let cache: { at: number; value: Promise<SkinTable> } | undefined;
  /** The last table read: served while the database cannot be read (a brand should not flicker in an outage). */
  let lastRead: SkinTable | undefined;
  const drop = () => (cache = undefined);
  sharedCaches.onChange('skins', drop);
  // The default skin's title is the `website` setting.
  sharedCaches.onChange('settings', drop);

  async function load(): Promise<SkinTable> {
    const [rows, siteName] = await Promise.all([repo.all(), options.siteName()]);
    const title = siteName.trim() || DEFAULT_SKIN.title;
    const fallback: Skin =
      title === DEFAULT_SKIN.title ? DEFAULT_SKIN : { ...DEFAULT_SKIN, title, copyright: `© ${title}` };
    return { byHost: new Map(rows.map((row) => [row.host, skinOf(row, fallback)])), fallback };
  }

  function table(): Promise<SkinTable> {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      const value = load().then((read) => (lastRead = read));
      cache = { at: Date.now(), value };
      value.catch(() => (cache = undefined));
    }
    return lastRead ? cache.value.catch(() => lastRead!) : cache.value;
  }

  async function forHost(hostname: string | undefined): Promise<Skin> {
    const skins = await table();
    const host = hostname === undefined ? undefined : requestHostName(hostname);
    return (host && skins.byHost.get(host)) || skins.fallback;
  }

  function hostOf(raw: string): string {
    const host = operatorHostName(raw);
    if (!host) throw invalid('host', { value: raw.trim(), max: SKIN_HOST_MAX_LENGTH });
    return host;
  }

  return {
    forHost,

    /**
     * The skin of a request: its host as Fastify derives it (`request.host`: the Host header, or X-Forwarded-Host
     * only when the caller is a trusted proxy). The seam the server-rendered pages and the web app's index use.
     */
    skinForRequest: (request: RequestWithHost): Promise<Skin> => forHost(request.host),

    /** Origins of the https images of every skin (the pages' CSP allows them for img). */
    async imageOrigins(): Promise<string[]> {
      const skins = [...(await table()).byHost.values()];
      const links = skins.flatMap((skin) => SKIN_IMAGES.map((field) => skin[field]));
      const origins = links
        .filter((link) => link?.startsWith('https://'))
        .map((link) => new URL(link!).origin);
      return [...new Set(origins)].sort();
    },

    /** `portal skin:set`: creates or updates a host's skin; every field is checked before anything is stored. */
    async set(input: SkinInput, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<SkinRecord> {
      const host = hostOf(input.host);
      const changes: Partial<Omit<SkinRecord, 'host' | 'updatedAt'>> = {};
      if (input.title !== undefined) changes.title = checkedText('title', input.title, SKIN_TITLE_MAX_LENGTH);
      if (input.copyright !== undefined)
        changes.copyright = checkedText('copyright', input.copyright, SKIN_COPYRIGHT_MAX_LENGTH);
      for (const field of SKIN_IMAGES) {
        const value = input[field];
        if (value !== undefined) changes[field] = checkedImage(field, value);
      }
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = createSkinsRepository(tx);
        const stored = await txRepo.find(host);
        const saved = await txRepo.save({
          host,
          title: null,
          copyright: null,
          logo: null,
          loginLogo: null,
          favicon: null,
          ...(stored ?? {}),
          ...changes,
          updatedAt: deps.clock.now(),
        });
        await appendOperatorAudit(tx, actor, {
          action: 'skin.set',
          targetType: 'skin',
          targetId: host,
          details: { before: stored ?? null, after: saved },
          at: deps.clock.now(),
        });
        await sharedCaches.changed('skins', tx);
        return saved;
      });
      // The announcement dropped this process's copy before the commit: drop it again now the row is visible.
      drop();
      return row;
    },

    /** `portal skin:remove`: the host gets the default skin again. */
    async remove(rawHost: string, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<SkinRecord> {
      const host = hostOf(rawHost);
      const row = await deps.db.transaction(async (tx) => {
        const removed = await createSkinsRepository(tx).remove(host);
        if (!removed) throw new AppError('notFound', 'whiteLabel.errors.notFound', { host });
        await appendOperatorAudit(tx, actor, {
          action: 'skin.remove',
          targetType: 'skin',
          targetId: host,
          details: { before: removed, after: null },
          at: deps.clock.now(),
        });
        await sharedCaches.changed('skins', tx);
        return removed;
      });
      drop();
      return row;
    },

    /** `portal skin:list`: every host's stored skin (null fields fall back to the default). */
    list(): Promise<SkinRecord[]> {
      return repo.all();
    },

    /** The skin a host's pages show now (the default for an unknown host), as the command line reports it. */
    async effective(rawHost: string): Promise<Skin> {
      const host = hostOf(rawHost);
      const row = await repo.find(host);
      const { fallback } = await table();
      return row ? skinOf(row, fallback) : fallback;
    },
  };
}
export type SkinsService = ReturnType<typeof createSkinsService>;
