import {
  centsToAmount,
  DEFAULT_LANGUAGE,
  normalizeLanguage,
  type Language,
  type LetterRow,
  type LettersQuery,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount, findAccountByEmail } from '../account/account-records.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import { escapeHtml, sanitizeLetterHtml, textToHtml } from './letter-html.js';
import { translateText, type LetterText } from './letter-text.js';
import { createLettersRepository, type ReaderLetter } from './letters.repository.js';

/** What the portal writes a private letter about (docs/domain/letters.md lists the events). */
export type LetterEvent =
  | {
      kind: 'paymentReceived';
      amountCents: number;
      channel: 'fund' | 'paypal' | 'offline';
      orderIds: number[];
      reissueIds: string[];
    }
  | { kind: 'fundsAdded'; amountCents: number; balanceCents: number; channel: 'paypal' | 'offline' }
  | { kind: 'certificateIssued'; orderId: number; domain: string }
  | { kind: 'refundApproved'; orderId: number; amountCents: number }
  | { kind: 'refundRejected'; orderId: number; reason: string }
  | { kind: 'reviewApproved'; orderId: number; domain: string }
  | { kind: 'reviewRejected'; orderId: number; domain: string; reason: string; amountCents: number }
  | { kind: 'subUserInvited'; email: string; role: 'sale' | 'finance'; days: number }
  /**
   * A notice whose texts the caller names as messages (the lifecycle's mails: trial ending, renewal charged or
   * failed, expiry, validation waiting; the served-certificate alerts): composed in the reader's language like
   * every event, written once per `key`.
   */
  | { kind: 'notice'; key: string; title: LetterText; text: LetterText }
  | { kind: 'payoutPaid'; payoutId: number; amountCents: number; reference: string }
  | { kind: 'payoutRejected'; payoutId: number; amountCents: number; reason: string }
  | { kind: 'payoutFailed'; payoutId: number; amountCents: number; reason: string }
  | { kind: 'commissionCancelled'; orderId: number; amountCents: number }
  | { kind: 'commissionReversed'; orderId: number; amountCents: number };

/** The part other modules call: write an event's letter inside their own transaction. */
export interface LetterWriter {
  notify(db: Executor, accountId: number, event: LetterEvent): Promise<void>;
}

const CHANNEL_KEY = { fund: 'channelFund', paypal: 'channelPaypal', offline: 'channelOffline' } as const;

/** The event kinds whose letter is composed from the stored event at read time. */
const EVENT_KINDS: ReadonlySet<string> = new Set<LetterEvent['kind']>([
  'notice',
  'paymentReceived',
  'fundsAdded',
  'certificateIssued',
  'refundApproved',
  'refundRejected',
  'reviewApproved',
  'reviewRejected',
  'subUserInvited',
  'payoutPaid',
  'payoutRejected',
  'payoutFailed',
  'commissionCancelled',
  'commissionReversed',
]);

/** The stored event of a letter, when it is one the templates compose (an unknown or old shape: none). */
function storedEvent(value: unknown): LetterEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && EVENT_KINDS.has(kind) ? (value as LetterEvent) : undefined;
}

/**
 * Notification letters (issue 15): a main account's private letters (written on portal events or by an operator)
 * and the public letters every account reads. Sub-users read their main account's letters and share its read
 * state (the letters are the account's, like its orders). Every body is sanitised before it is stored.
 */
export function createLettersService(deps: Pick<ServiceDeps, 'db' | 'clock' | 'publicUrl'>) {
  const repo = createLettersRepository(deps.db);

  /** The template's texts in the account's language; every value is escaped, the result sanitised. */
  function compose(lang: string | null, event: LetterEvent): { title: string; content: string } {
    const language = normalizeLanguage(lang) ?? DEFAULT_LANGUAGE;
    if (event.kind === 'notice')
      return {
        title: translateText(language, event.title).slice(0, 200),
        content: textToHtml(translateText(language, event.text)),
      };
    const t = (key: string, vars: Record<string, string | number> = {}) =>
      translate(language, `letters.events.${key}`, vars);
    const safe = (vars: Record<string, string | number>) =>
      Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)]));
    let vars: Record<string, string | number>;
    switch (event.kind) {
      case 'paymentReceived': {
        const parts = [
          event.orderIds.length ? t('whatOrders', { orders: event.orderIds.join(', ') }) : '',
          event.reissueIds.length ? t('whatReissues', { reissues: event.reissueIds.join(', ') }) : '',
        ].filter(Boolean);
        vars = {
          amount: centsToAmount(event.amountCents),
          channel: t(CHANNEL_KEY[event.channel]),
          what: parts.join('; '),
        };
        break;
      }
      case 'fundsAdded':
        vars = {
          amount: centsToAmount(event.amountCents),
          balance: centsToAmount(event.balanceCents),
          channel: t(CHANNEL_KEY[event.channel]),
        };
        break;
      case 'certificateIssued':
        vars = {
          orderId: event.orderId,
          domain: event.domain,
          link: `${deps.publicUrl}/admin/order-detail/${event.orderId}`,
        };
        break;
      case 'refundApproved':
        vars = { orderId: event.orderId, amount: centsToAmount(event.amountCents) };
        break;
      case 'refundRejected':
        vars = { orderId: event.orderId, reason: event.reason };
        break;
      case 'reviewApproved':
        vars = { orderId: event.orderId, domain: event.domain };
        break;
      case 'reviewRejected':
        vars = {
          orderId: event.orderId,
          domain: event.domain,
          reason: event.reason,
          amount: centsToAmount(event.amountCents),
        };
        break;
      case 'subUserInvited':
        vars = {
          email: event.email,
          role: translate(language, `team.roles.${event.role}`),
          days: event.days,
        };
        break;
      case 'payoutPaid':
        vars = { id: event.payoutId, amount: centsToAmount(event.amountCents), reference: event.reference };
        break;
      case 'payoutRejected':
      case 'payoutFailed':
        vars = { id: event.payoutId, amount: centsToAmount(event.amountCents), reason: event.reason };
        break;
      case 'commissionCancelled':
      case 'commissionReversed':
        vars = { orderId: event.orderId, amount: centsToAmount(event.amountCents) };
        break;
    }
    // The title is shown as text by the web: it keeps the raw values, only the body is HTML.
    return {
      title: t(`${event.kind}Title`, vars).slice(0, 200),
      content: sanitizeLetterHtml(t(`${event.kind}Body`, safe(vars))),
    };
  }

  /**
   * A letter as the reader sees it, in the reader's language: an event's letter is composed again from its
   * stored event (message and parameters); an operator's letter, a notice, or a row written before events were
   * stored keeps the text it was written with.
   */
  function rowOf(letter: ReaderLetter, lang: Language): LetterRow {
    const event = storedEvent(letter.event);
    let text = { title: letter.title, content: letter.content };
    if (event) {
      try {
        text = compose(lang, event);
      } catch {
        // A stored event the templates can no longer read: the text of the time.
      }
    }
    return {
      id: letter.id,
      title: text.title,
      content: text.content,
      status: letter.read ? 'read' : 'unread',
      createdAt: letter.createdAt.toISOString(),
    };
  }

  return {
    /** GET letters: one tab, newest first, in the reader's language (`lang`, the request's). */
    async list(
      session: SessionContext,
      query: LettersQuery,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<{ list: LetterRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const owner = session.ownerAccountId;
      const [rows, total] = await Promise.all([
        query.tag === 'public'
          ? repo.publicPage(owner, limit, offset)
          : repo.privatePage(owner, limit, offset),
        repo.total(query.tag === 'public' ? null : owner),
      ]);
      return { list: rows.map((row) => rowOf(row, lang)), total };
    },

    /** GET letters/unread. */
    unread: (session: SessionContext) => repo.unreadCount(session.ownerAccountId),

    /** PUT letters/modify/{id} status=read: the account's own or a public letter; another account's answers 404. */
    async markRead(session: SessionContext, id: number): Promise<void> {
      const letter = await repo.findVisible(id, session.ownerAccountId);
      if (!letter) throw new AppError('notFound', 'letters.errors.notFound', { id });
      const now = deps.clock.now();
      if (letter.public) await repo.markPublicRead(id, session.ownerAccountId, now);
      else await repo.markPrivateRead(id, session.ownerAccountId, now);
    },

    /** An event's private letter to the account (its main account for a sub-user), in the caller's transaction. */
    async notify(db: Executor, accountId: number, event: LetterEvent): Promise<void> {
      const account = await findAccount(db, accountId);
      if (!account) return;
      const mainId = account.parentId ?? account.id;
      const main = mainId === account.id ? account : await findAccount(db, mainId);
      const { title, content } = compose(main?.lang ?? account.lang, event);
      const letter = { accountId: mainId, kind: event.kind, title, content, createdAt: deps.clock.now() };
      // The event is kept with the text of the time: each reader gets it composed in their own language.
      if (event.kind === 'notice')
        await createLettersRepository(db).insertOnce({
          ...letter,
          event: { ...event },
          dedupeKey: event.key,
        });
      else await createLettersRepository(db).insert({ ...letter, event: { ...event } });
    },

    /**
     * An operator's letter (`portal letter:send`): public, or private to the account of `email` (a sub-user's
     * address reaches its main account). Answers the letter's id and who it went to; undefined when no account
     * has the address (nothing is written).
     */
    async send(
      input: { email?: string | undefined; title: string; html: string },
      actor: OperatorActor = COMMAND_LINE_ACTOR,
    ): Promise<{ id: number; to: string | null } | undefined> {
      const content = sanitizeLetterHtml(input.html);
      const title = input.title.trim().slice(0, 200);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        let accountId: number | null = null;
        let to: string | null = null;
        if (input.email !== undefined) {
          const account = await findAccountByEmail(tx, input.email);
          if (!account) return undefined;
          accountId = account.parentId ?? account.id;
          const main = accountId === account.id ? account : await findAccount(tx, accountId);
          to = main?.email ?? account.email;
        }
        const id = await createLettersRepository(tx).insert({
          accountId,
          kind: 'operator',
          title,
          content,
          createdAt: now,
        });
        await appendOperatorAudit(tx, actor, {
          action: 'letter.send',
          targetType: 'letter',
          targetId: String(id),
          details: { before: null, after: { to, title, content } },
          at: now,
        });
        return { id, to };
      });
    },

    /** The letters operators sent, newest first, with the main account each went to (null: public). */
    async sent(query: { page: number; pageSize: number }) {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.operatorPage(limit, offset);
      return {
        list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
      };
    },
  };
}
export type LettersService = ReturnType<typeof createLettersService>;
