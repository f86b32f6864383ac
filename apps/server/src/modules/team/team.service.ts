import {
  normalizeLanguage,
  type Language,
  type PageQuery,
  type SubAccountBody,
  type SubAccountRow,
  type SubAccountUpdateBody,
} from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import { uniqueViolationOf } from '../../db/connection-errors.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountRow } from '../../db/schema/index.js';
import {
  findAccount,
  findAccountByEmail,
  findSubAccount,
  listSubAccounts,
  updateAccount,
} from '../account/account-records.js';
import { createAccount } from '../account/create-account.js';
import type { AuditService } from '../audit/audit.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { issueSetPasswordToken, revokeSetPasswordTokens } from '../auth/set-password-links.js';
import { endSessionsOfAccount } from '../sessions/end-sessions.js';
import type { SessionService } from '../sessions/session.service.js';
import { sendInvitation } from './invitation-mail.js';

/** How long an invitation link stays valid (docs/domain/team.md); a resend replaces it with a fresh one. */
export const INVITATION_TTL_DAYS = 7;

export interface TeamServiceParts {
  sessions: SessionService;
  audit: AuditService;
  letters: LetterWriter;
}

const effective = (on: boolean) => (on ? 'effective' : 'invalid');

/** A sub-user as the list and the edit modal show it. */
export function subAccountRow(account: AccountRow): SubAccountRow {
  return {
    uid: account.uid,
    firstName: account.contactFirstName,
    lastName: account.contactLastName,
    email: account.email,
    telephone: account.contactTelephone,
    jobTitle: account.jobTitle,
    role: account.role === 'finance' ? 'finance' : 'sale',
    status: effective(account.status === 'active'),
    auditPerm: effective(account.auditPerm),
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    invited: account.passwordChangedAt === null,
  };
}

/** The unique index of accounts.email (db/schema/accounts.ts). */
const ACCOUNTS_EMAIL_KEY = 'accounts_email_key';
const emailTaken = () =>
  new AppError('emailTaken', 'errors.emailTaken', {}, [{ field: 'email', message: 'errors.emailTaken' }]);

/**
 * Sub-users (issue 14): a main account adds, lists and edits the users who work on its records. Only the
 * caller's own sub-users are ever found (another account's answer 404). The route guard already limits every call
 * to main accounts (`team.manage`).
 */
export function createTeamService(deps: ServiceDeps, parts: TeamServiceParts) {
  async function owner(session: SessionContext): Promise<AccountRow> {
    const account = await findAccount(deps.db, session.ownerAccountId);
    if (!account) throw new AppError('notLoggedIn');
    return account;
  }

  async function subUserOf(session: SessionContext, uid: string): Promise<AccountRow> {
    const account = await findSubAccount(deps.db, session.ownerAccountId, uid);
    if (!account) throw notFound();
    return account;
  }

  /** A fresh invitation link (earlier ones stop working) mailed in the main account's language. */
  async function invite(main: AccountRow, subUser: AccountRow, lang: Language): Promise<void> {
    const now = deps.clock.now();
    const token = await issueSetPasswordToken(deps.db, {
      accountId: subUser.id,
      now,
      ttlMs: INVITATION_TTL_DAYS * DAY,
      hashToken: deps.hashToken,
      replace: true,
    });
    // A failed mail leaves the sub-user listed as invited: "Resend mail" sends a new link.
    await sendInvitation(deps, { main, subUser, token, lang, days: INVITATION_TTL_DAYS }).catch(
      (error: unknown) => deps.log.error({ err: error, uid: subUser.uid }, 'invitation mail failed'),
    );
  }

  const mailLanguage = (main: AccountRow, fallback: Language) => normalizeLanguage(main.lang) ?? fallback;

  return {
    async list(session: SessionContext, query: PageQuery) {
      const { rows, total } = await listSubAccounts(deps.db, session.ownerAccountId, pageWindow(query));
      return { list: rows.map(subAccountRow), total };
    },

    /** Adds a sub-user without a usable password and mails its invitation; a registered e-mail is refused. */
    async create(session: SessionContext, ip: string, input: SubAccountBody, lang: Language) {
      const main = await owner(session);
      const mailLang = mailLanguage(main, lang);
      const subUser = await createAccount(deps.db, deps.clock.now(), {
        email: input.email,
        registerFrom: 'subUser',
        lang: mailLang,
        subUser: {
          parentId: main.id,
          role: input.role,
          auditPerm: input.auditPerm === 'effective',
          jobTitle: input.jobTitle,
          firstName: input.firstName,
          lastName: input.lastName,
          telephone: input.telephone,
        },
      });
      await parts.audit.record(session, ip, 'subUser.create', {
        uid: subUser.uid,
        email: subUser.email,
        role: input.role,
        auditPerm: input.auditPerm,
      });
      await invite(main, subUser, mailLang);
      await parts.letters.notify(deps.db, main.id, {
        kind: 'subUserInvited',
        email: subUser.email,
        role: input.role,
        days: INVITATION_TTL_DAYS,
      });
      return subAccountRow(subUser);
    },

    /**
     * Changes a sub-user. A role or audit permission holds from its next call (the session cache of this process
     * is dropped; another process reads it again within a second); status invalid ends its sessions and open
     * invitation links at once and refuses its logins.
     */
    async update(session: SessionContext, ip: string, uid: string, input: SubAccountUpdateBody) {
      if (input.subUID !== undefined && input.subUID !== '' && input.subUID !== uid) throw notFound();
      const current = await subUserOf(session, uid);
      if (input.email !== current.email) {
        const holder = await findAccountByEmail(deps.db, input.email);
        if (holder && holder.id !== current.id) throw emailTaken();
      }
      const disabling = input.status === 'invalid' && current.status === 'active';
      const now = deps.clock.now();
      await deps.db
        .transaction(async (tx) => {
          await updateAccount(
            tx,
            current.id,
            {
              email: input.email,
              contactFirstName: input.firstName,
              contactLastName: input.lastName,
              contactTelephone: input.telephone,
              jobTitle: input.jobTitle,
              role: input.role,
              auditPerm: input.auditPerm === 'effective',
              status: input.status === 'effective' ? 'active' : 'disabled',
            },
            now,
          );
          if (input.status === 'invalid') {
            await endSessionsOfAccount(tx, current.id);
            await revokeSetPasswordTokens(tx, current.id, now);
          }
        })
        .catch((error: unknown) => {
          // Another request took the address between the check above and this update.
          if (uniqueViolationOf(error) === ACCOUNTS_EMAIL_KEY) throw emailTaken();
          throw error;
        });
      parts.sessions.forgetAccount(current.id);
      const details = {
        uid,
        email: input.email,
        role: input.role,
        auditPerm: input.auditPerm,
        status: input.status,
      };
      await parts.audit.record(session, ip, 'subUser.update', details);
      if (disabling) await parts.audit.record(session, ip, 'subUser.disable', { uid, email: input.email });
      const updated = await findAccount(deps.db, current.id);
      if (!updated) throw notFound();
      return subAccountRow(updated);
    },

    /** Mails the invitation again with a new link; the earlier link stops working. A disabled sub-user gets none. */
    async resend(session: SessionContext, ip: string, uid: string, lang: Language): Promise<void> {
      const subUser = await subUserOf(session, uid);
      if (subUser.status !== 'active') throw new AppError('conflict', 'team.errors.resendDisabled');
      const main = await owner(session);
      await invite(main, subUser, mailLanguage(main, lang));
      await parts.audit.record(session, ip, 'subUser.resend', { uid, email: subUser.email });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
