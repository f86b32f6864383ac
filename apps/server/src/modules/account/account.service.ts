import {
  centsToAmount,
  currencySymbol,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  menuForRole,
  normalizeLanguage,
  CURRENCY_CODES,
  type CurrencyCode,
  type I18nCurrent,
  type Language,
  type Profile,
  type Role,
} from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { createAccount, type NewAccount } from './create-account.js';
import type { SessionContext } from '../../plugins/request-context.js';
import type { ServiceDeps } from '../../services.js';
import type { SessionService } from '../auth/session.service.js';
import { createAccountsRepository } from './accounts.repository.js';

function isCurrency(code: string | null | undefined): code is CurrencyCode {
  return !!code && (CURRENCY_CODES as readonly string[]).includes(code);
}

export function createAccountService(deps: ServiceDeps, sessions: SessionService) {
  const repo = createAccountsRepository(deps.db);

  async function requireAccount(id: number) {
    const account = await repo.findById(id);
    if (!account) throw new AppError('notLoggedIn');
    return account;
  }

  return {
    /** Creates an active main account; throws emailTaken when the address is registered already. */
    create(input: NewAccount) {
      return createAccount(deps.db, deps.clock.now(), input);
    },

    async profile(session: SessionContext): Promise<Profile> {
      const account = await requireAccount(session.accountId);
      const owner = account.parentId ? await requireAccount(account.parentId) : account;
      const role = account.role as Role;
      return {
        menu: menuForRole(role),
        email: account.email,
        uid: account.uid,
        role,
        level: owner.level,
        funds: centsToAmount(owner.balanceCents),
        fundsCents: owner.balanceCents,
        isOperator: account.isOperator,
        contactInfo: { email: account.email },
        enterpriseInfo: { telephone: account.contactTelephone },
        displayKeyManagerIcon: owner.displayKeyManagerIcon,
      };
    },

    async contactInfo(session: SessionContext) {
      const account = await requireAccount(session.accountId);
      return {
        firstName: account.contactFirstName,
        lastName: account.contactLastName,
        telephone: account.contactTelephone,
      };
    },

    /** Language and currency: the account's choice when logged in, else the visitor's cookies. */
    current(
      session: SessionContext | null,
      cookies: { lang?: string; currency?: string },
      fallback: Language,
    ): I18nCurrent {
      const lang = session?.lang ?? normalizeLanguage(cookies.lang) ?? fallback ?? DEFAULT_LANGUAGE;
      const chosen = session?.currency ?? cookies.currency;
      const code = isCurrency(chosen) ? chosen : DEFAULT_CURRENCY;
      return { lang: { key: lang }, currency: { code, symbol: currencySymbol(code) } };
    },

    async setLanguage(session: SessionContext | null, input: string): Promise<Language> {
      const lang = normalizeLanguage(input);
      if (!lang) {
        throw new AppError('invalidParams', 'validation.languageInvalid', {}, [
          { field: 'lang', message: 'validation.languageInvalid' },
        ]);
      }
      if (session) {
        await repo.update(session.accountId, { lang }, deps.clock.now());
        sessions.forgetAccount(session.accountId);
      }
      return lang;
    },

    async setCurrency(session: SessionContext | null, currency: CurrencyCode): Promise<CurrencyCode> {
      if (session) {
        await repo.update(session.accountId, { currency }, deps.clock.now());
        sessions.forgetAccount(session.accountId);
      }
      return currency;
    },

    /** Changes the password and ends the account's other sessions; the current one stays. */
    async changePassword(session: SessionContext, oldPassword: string, newPassword: string): Promise<void> {
      const account = await requireAccount(session.accountId);
      if (!(await verifyPassword(account.passwordHash, oldPassword))) {
        throw new AppError('wrongOldPassword', 'errors.wrongOldPassword', {}, [
          { field: 'old_password', message: 'errors.wrongOldPassword' },
        ]);
      }
      const now = deps.clock.now();
      await repo.update(
        account.id,
        { passwordHash: await hashPassword(newPassword), passwordChangedAt: now },
        now,
      );
      await sessions.destroyForAccount(account.id, session.idHash);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
