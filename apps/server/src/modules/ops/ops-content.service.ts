import {
  centsToAmount,
  COMMISSION_CLEARANCE_DAYS,
  COMMISSION_PERCENT,
  PAYOUT_MIN_CENTS,
  REFERRAL_TRACKING_DAYS,
  SIGN_ON_BONUS_CENTS,
  type OpsAdBody,
  type OpsAdRow,
  type OpsLetterBody,
  type OpsSettings,
  type OpsSettingsBody,
  type OpsSkinBody,
  type OpsSkinRow,
} from '@portal/contract';
import type { AdvertisementRecord, SkinRecord } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { AdvertisementsService, AdvertisementState } from '../advertisements/advertisements.service.js';
import { checkedChatScript, createChatWidgetSetting } from '../catalogue/chat-widget.js';
import { checkedSalesEmail, createSalesEmailSetting } from '../catalogue/sales-email-setting.js';
import { checkedWebsite, createWebsiteSetting } from '../catalogue/website-setting.js';
import { sanitizeLetterHtml } from '../letters/letter-html.js';
import type { LettersService } from '../letters/letters.service.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import type { SkinsService } from '../skins/skins.service.js';
import {
  checkedInstructions,
  createOfflineInstructions,
  INSTRUCTION_LOCALES,
  type InstructionLocale,
} from '../wallet/offline-instructions.js';
import { actorOf } from './ops.service.js';

const adRowOf = (row: AdvertisementRecord & { state: AdvertisementState }): OpsAdRow => ({
  id: row.id,
  location: row.location as OpsAdRow['location'],
  imageLink: row.imageLink,
  contentLink: row.contentLink,
  description: row.description,
  popCountdown: row.popCountdown,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  removedAt: row.removedAt?.toISOString() ?? null,
  state: row.state,
});

const adInputOf = (body: OpsAdBody) => ({
  location: body.location,
  imageLink: body.imageLink,
  contentLink: body.contentLink,
  description: body.description,
  popCountdown: body.popCountdown,
  startsAt: body.startsAt === undefined ? undefined : new Date(body.startsAt),
  endsAt: body.endsAt === undefined ? undefined : new Date(body.endsAt),
});

/**
 * The console's letters, advertisements, settings and skins (issue 18, docs/domain/operator-console.md "Content
 * and settings"). Every change goes through the service the command line calls (letter:send, ad:*, settings:*,
 * skin:*), with the signed-in operator as the actor: the rule, the audit row and the cache announcement are there.
 */
export function createOpsContentService(
  deps: ServiceDeps,
  parts: {
    letters: LettersService;
    advertisements: AdvertisementsService;
    skins: SkinsService;
    sharedCaches: SharedCaches;
    /** SALES_EMAIL: the default sales address. */
    salesEmail: string;
  },
) {
  const { letters, advertisements, skins, sharedCaches } = parts;
  const website = createWebsiteSetting(deps, sharedCaches);
  const chat = createChatWidgetSetting(deps, sharedCaches);
  const sales = createSalesEmailSetting(deps, sharedCaches);
  const instructions = createOfflineInstructions({ db: deps.db, clock: deps.clock, sharedCaches });

  async function skinRowOf(row: SkinRecord): Promise<OpsSkinRow> {
    return {
      host: row.host,
      title: row.title,
      copyright: row.copyright,
      logo: row.logo,
      loginLogo: row.loginLogo,
      favicon: row.favicon,
      updatedAt: row.updatedAt.toISOString(),
      effective: await skins.effective(row.host),
    };
  }

  async function settings(): Promise<OpsSettings> {
    const [name, script, texts, salesEmail] = await Promise.all([
      website.stored(),
      chat.stored(),
      instructions.stored(),
      sales.stored(),
    ]);
    return {
      website: name,
      chatScript: script,
      offlineInstructions: {
        'en-US': texts['en-US'] ?? null,
        'zh-CN': texts['zh-CN'] ?? null,
        'zh-TW': texts['zh-TW'] ?? null,
      },
      salesEmail,
      salesEmailDefault: parts.salesEmail,
      affiliate: {
        commissionPercent: COMMISSION_PERCENT,
        clearanceDays: COMMISSION_CLEARANCE_DAYS,
        payoutMinimum: centsToAmount(PAYOUT_MIN_CENTS),
        signOnBonus: centsToAmount(SIGN_ON_BONUS_CENTS),
        trackingDays: REFERRAL_TRACKING_DAYS,
      },
    };
  }

  return {
    // Letters
    sentLetters: (query: { page: number; pageSize: number }) => letters.sent(query),
    /** The body exactly as the customers will see it: the sanitiser `letter:send` stores it through. */
    preview: (html: string) => ({ html: sanitizeLetterHtml(html) }),
    async sendLetter(session: SessionContext, body: OpsLetterBody, ip: string) {
      const sent = await letters.send(
        { email: body.public ? undefined : body.email, title: body.title, html: body.html },
        actorOf(session, ip),
      );
      if (!sent) throw new AppError('notFound', 'opsContent.errors.noAccount', { email: body.email ?? '' });
      return sent;
    },

    // Advertisements
    listAds: async () => ({ list: (await advertisements.list()).map(adRowOf) }),
    addAd: async (session: SessionContext, body: OpsAdBody, ip: string) =>
      adRowOf(await advertisements.add(adInputOf(body), actorOf(session, ip))),
    updateAd: async (session: SessionContext, id: number, body: OpsAdBody, ip: string) =>
      adRowOf(await advertisements.update(id, adInputOf(body), actorOf(session, ip))),
    async removeAd(session: SessionContext, id: number, ip: string) {
      const row = await advertisements.remove(id, actorOf(session, ip));
      return adRowOf({ ...row, state: 'removed' });
    },

    // Settings
    settings,
    /**
     * Checks every given field first (nothing is written when one is refused), then changes those that differ
     * from what is stored, each through its service: one transaction, audit row and announcement per change.
     */
    async saveSettings(session: SessionContext, body: OpsSettingsBody, ip: string): Promise<OpsSettings> {
      const actor = actorOf(session, ip);
      const name = body.website === undefined ? undefined : checkedWebsite(body.website);
      const script =
        body.chatScript === undefined
          ? undefined
          : body.chatScript.trim() === ''
            ? ''
            : checkedChatScript(body.chatScript);
      const texts: [InstructionLocale, string | null][] = [];
      for (const locale of INSTRUCTION_LOCALES) {
        const given = body.offlineInstructions?.[locale];
        if (given === undefined) continue;
        texts.push([locale, given === null || given.trim() === '' ? null : checkedInstructions(given)]);
      }
      const salesEmail =
        body.salesEmail === undefined
          ? undefined
          : body.salesEmail === null || body.salesEmail.trim() === ''
            ? null
            : checkedSalesEmail(body.salesEmail);
      const now = await settings();
      if (name !== undefined && name !== now.website) await website.set(name, actor);
      if (script !== undefined && script !== now.chatScript)
        await chat.set(script === '' ? null : script, actor);
      for (const [locale, text] of texts)
        if (text !== now.offlineInstructions[locale]) await instructions.set(locale, text, actor);
      if (salesEmail !== undefined && salesEmail !== now.salesEmail) await sales.set(salesEmail, actor);
      return settings();
    },

    // Skins
    async listSkins() {
      const rows = await skins.list();
      return { list: await Promise.all(rows.map(skinRowOf)), fallback: await skins.forHost(undefined) };
    },
    setSkin: async (session: SessionContext, host: string, body: OpsSkinBody, ip: string) =>
      skinRowOf(await skins.set({ ...body, host }, actorOf(session, ip))),
    async removeSkin(session: SessionContext, host: string, ip: string) {
      const row = await skins.remove(host, actorOf(session, ip));
      return { host: row.host };
    },
  };
}
export type OpsContentService = ReturnType<typeof createOpsContentService>;
