import {
  centsToAmount,
  currencySymbol,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  menuFor,
  normalizeLanguage,
  CURRENCY_CODES,
  type CurrencyCode,
  type I18nCurrent,
  type Language,
  type Profile,
  type CouponTag,
  type ContactInfo,
} from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { createAccount, type NewAccount } from './create-account.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { SessionService } from '../sessions/session.service.js';
import { createAccountsRepository } from './accounts.repository.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { RatesService } from '../catalogue/rates.service.js';

function isCurrency(code: string | null | undefined): code is CurrencyCode {
  return !!code && (CURRENCY_CODES as readonly string[]).includes(code);
}

export interface AccountServiceParts {
  coupons: CouponService;
  rates: RatesService;
  /**
   * The caller's purchase contact person (the purchase module's, wired by the container: a call up the module
   * map); undefined before the caller saved one.
   */
  purchaseContact?: (session: SessionContext) => Promise<ContactInfo | undefined>;
}

export function createAccountService(
  deps: ServiceDeps,
  sessions: SessionService,
  parts: AccountServiceParts,
) {
  const repo = createAccountsRepository(deps.db);

  async function requireAccount(id: number) {
    const account = await repo.findById(id);
    if (!account) throw new AppError('notLoggedIn');
    return account;
  }

  return {
    /** Creates an active main account; throws emailTaken when the address is registered already. */
    async create(input: NewAccount) {
      const account = await createAccount(deps.db, deps.clock.now(), input);
      await parts.coupons.grantSignupGift(account.id);
      return account;
    },

    async profile(
      session: SessionContext,
      couponTag?: CouponTag,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<Profile> {
      const account = await requireAccount(session.accountId);
      const owner = account.parentId ? await requireAccount(account.parentId) : account;
      const role = account.role;
      return {
        menu: menuFor(session.capabilities),
        email: account.email,
        uid: account.uid,
        role,
        capabilities: [...session.capabilities],
        level: owner.level,
        funds: centsToAmount(owner.balanceCents),
        fundsCents: owner.balanceCents,
        isOperator: account.isOperator,
        contactInfo: { email: account.email },
        enterpriseInfo: { telephone: account.contactTelephone },
        displayKeyManagerIcon: owner.displayKeyManagerIcon,
        ...(couponTag
          ? {
              coupons: (await parts.coupons.list(owner.id, couponTag)).map((c) =>
                parts.coupons.describe(c, lang),
              ),
            }
          : {}),
      };
    },

    /**
     * account/contact_info: the contact person the purchase wizard saved last (spec: firstName, lastName,
     * telephone) — read from the purchase, where it is written (issue 31); before any, the account's own contact.
     */
    async contactInfo(session: SessionContext): Promise<ContactInfo> {
      const saved = await parts.purchaseContact?.(session);
      if (saved) return saved;
      const account = await requireAccount(session.accountId);
      return {
        firstName: account.contactFirstName,
        lastName: account.contactLastName,
        telephone: account.contactTelephone,
      };
    },

    /** Language and currency: the account's choice when logged in, else the visitor's cookies. */
    async current(
      session: SessionContext | null,
      cookies: { lang?: string; currency?: string },
      fallback: Language,
    ): Promise<I18nCurrent> {
      const lang = session?.lang ?? normalizeLanguage(cookies.lang) ?? fallback ?? DEFAULT_LANGUAGE;
      const chosen = session?.currency ?? cookies.currency;
      const code = isCurrency(chosen) ? chosen : DEFAULT_CURRENCY;
      const display = await parts.rates.display(code);
      // A currency without a rate still shows as chosen; prices then fall back to USD figures.
      return {
        lang: { key: lang },
        currency: {
          code,
          symbol: currencySymbol(code),
          rate: display.code === code ? display.rate : 0,
          rateDate: display.rateDate,
        },
      };
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
