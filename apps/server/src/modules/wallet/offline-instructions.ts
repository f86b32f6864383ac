import type { Language } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { deleteSetting, lockSetting, readSetting, saveSetting } from '../catalogue/setting-records.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';

/** The settings row of the bank-transfer instructions: `{"en-US": "...", "zh-CN": "...", "zh-TW": "..."}`. */
export const OFFLINE_INSTRUCTIONS_KEY = 'offlineInstructions';
export const INSTRUCTION_LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type InstructionLocale = (typeof INSTRUCTION_LOCALES)[number];
export type OfflineInstructionTexts = Partial<Record<InstructionLocale, string>>;
/** Longest instructions text per language (an IBAN, a bank address and a few lines of advice fit easily). */
export const INSTRUCTIONS_MAX_LENGTH = 2000;

/**
 * The rule of one language's text (the command line and the console): line ends as \n, trimmed, not empty, at most
 * INSTRUCTIONS_MAX_LENGTH characters.
 */
export function checkedInstructions(text: string): string {
  const value = text.replace(/\r\n/g, '\n').trim();
  if (value === '') throw new AppError('invalidParams', 'opsContent.errors.instructionsEmpty');
  if (value.length > INSTRUCTIONS_MAX_LENGTH)
    throw new AppError('invalidParams', 'opsContent.errors.instructionsTooLong', {
      max: INSTRUCTIONS_MAX_LENGTH,
    });
  return value;
}

const LOCALE_OF: Record<Language, InstructionLocale> = { en: 'en-US', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

/** `en-US`, `en`, `zh-cn`, `ZH-TW`… → the locale key; undefined for anything else. */
export function instructionLocaleOf(value: string): InstructionLocale | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === 'en') return 'en-US';
  return INSTRUCTION_LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/** Only the texts this portal knows, as stored (anything else in the JSON value is ignored). */
function textsOf(value: unknown): OfflineInstructionTexts {
  const texts: OfflineInstructionTexts = {};
  if (!value || typeof value !== 'object') return texts;
  for (const locale of INSTRUCTION_LOCALES) {
    const text = (value as Record<string, unknown>)[locale];
    if (typeof text === 'string' && text.trim() !== '') texts[locale] = text;
  }
  return texts;
}

/** The stored texts, through the settings' owner (the catalogue); `lock` holds the row for a change. */
async function read(db: Executor, lock = false): Promise<OfflineInstructionTexts> {
  return textsOf(await (lock ? lockSetting : readSetting)(db, OFFLINE_INSTRUCTIONS_KEY));
}

/** Settings are cached like the catalogue's: dropped in every process when one announces a change. */
const CACHE_MS = 60_000;

/**
 * The bank-transfer instructions the operator sets (`portal settings:offline`), kept in the `settings` table per
 * language. A caller reads its language, else en-US, else the first language set. A change bumps the shared
 * `settings` cache version in its own transaction, so every portal process drops its copy within a second.
 */
export function createOfflineInstructions(deps: { db: Database; clock: Clock; sharedCaches: SharedCaches }) {
  let cache: { at: number; value: OfflineInstructionTexts } | undefined;
  deps.sharedCaches.onChange('settings', () => (cache = undefined));

  async function all(): Promise<OfflineInstructionTexts> {
    if (!cache || Date.now() - cache.at > CACHE_MS) cache = { at: Date.now(), value: await read(deps.db) };
    return cache.value;
  }

  return {
    all,
    /** What the database holds now (no cache): the operator's view. */
    stored: () => read(deps.db),
    /** The instructions a caller of `lang` reads; null while none are set (bank transfer not offered). */
    async forLanguage(lang: Language): Promise<string | null> {
      const texts = await all();
      return (
        texts[LOCALE_OF[lang]] ??
        texts['en-US'] ??
        INSTRUCTION_LOCALES.map((locale) => texts[locale]).find((text) => text !== undefined) ??
        null
      );
    },
    /**
     * Sets (`text`) or clears (`null`) one language, or clears every language (`locale` undefined, `text` null).
     * Answers the texts now stored. An empty set removes the row.
     */
    async set(
      locale: InstructionLocale | undefined,
      text: string | null,
      actor: OperatorActor = COMMAND_LINE_ACTOR,
    ): Promise<OfflineInstructionTexts> {
      const now = deps.clock.now();
      const next = await deps.db.transaction(async (tx) => {
        const current = await read(tx, true);
        const texts: OfflineInstructionTexts = locale === undefined ? {} : { ...current };
        if (locale !== undefined) {
          if (text === null) delete texts[locale];
          else texts[locale] = text;
        }
        if (Object.keys(texts).length === 0) {
          await deleteSetting(tx, OFFLINE_INSTRUCTIONS_KEY);
        } else {
          await saveSetting(tx, OFFLINE_INSTRUCTIONS_KEY, texts, now);
        }
        await appendOperatorAudit(tx, actor, {
          action: 'settings.offline',
          targetType: 'setting',
          targetId: OFFLINE_INSTRUCTIONS_KEY,
          details: { before: current, after: texts },
          at: now,
        });
        await deps.sharedCaches.changed('settings', tx);
        return texts;
      });
      cache = { at: Date.now(), value: next };
      return next;
    },
  };
}
export type OfflineInstructions = ReturnType<typeof createOfflineInstructions>;
