import { RESET_TOKEN_TTL_MINUTES, type Language, type LoginBody, type RegisterBody } from '@portal/contract';
import { translate } from '@portal/i18n';
import { MINUTE } from '../../lib/clock.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount, findAccountByEmail, updateAccount } from '../account/account-records.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AccountService } from '../account/account.service.js';
import type { ReferralBinder, ReferralContext } from '../affiliate/referral-tracking.js';
import { createPasswordResetsRepository } from './password-resets.repository.js';
import type { LoginThrottle } from './login-throttle.js';
import { issueSetPasswordToken, LOGIN_PATH, RECOVERY_PATH, setPasswordLink } from './set-password-links.js';
import type { SessionService } from '../sessions/session.service.js';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

const wrongCredentials = () =>
  new AppError('wrongCredentials', 'errors.wrongCredentials', {}, [
    { field: 'password', message: 'errors.wrongCredentials' },
  ]);

/**
 * Tells the owner of an active account that someone tried to register its address, with the login page and the
 * recovery page (where a reset link is asked for). Not awaited: the answer must not wait for the mail.
 */
function registrationAttemptMailer(deps: ServiceDeps) {
  return (email: string, lang: Language): void => {
    void (async () => {
      const account = await findAccountByEmail(deps.db, email);
      if (!account || account.status !== 'active') return;
      const mailLang = (account.lang as Language | null) ?? lang;
      await deps.mailer.send({
        to: account.email,
        subject: translate(mailLang, 'server.mail.registerTakenSubject'),
        text: translate(mailLang, 'server.mail.registerTakenBody', {
          email: account.email,
          loginLink: `${deps.publicUrl}${LOGIN_PATH}`,
          link: `${deps.publicUrl}${RECOVERY_PATH}`,
        }),
      });
    })().catch((error: unknown) => deps.log.error({ err: error }, 'registration attempt mail failed'));
  };
}

export function createAuthService(
  deps: ServiceDeps,
  sessions: SessionService,
  accountsService: AccountService,
  audit: AuditService,
  referrals: ReferralBinder,
  throttle: LoginThrottle,
) {
  const mailRegistrationAttempt = registrationAttemptMailer(deps);
  return {
    /**
     * Checks the password (evenly timed whether or not the account exists) and starts a new session. A caller
     * with too many failed logins (for this account from its address, or from its address at all) is refused
     * before the password is checked; a successful login is not counted (login-throttle.ts).
     */
    async login(input: LoginBody, meta: ClientMeta, previousSessionToken?: string) {
      const attempt = await throttle.begin(input.email, meta.ip);
      const account = await findAccountByEmail(deps.db, input.email);
      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await decoyPasswordHash()),
        input.password,
      );
      // A failure is recorded only against an existing account (an unknown address has no log to go to), and
      // not awaited: the answer must not take longer when the address exists.
      const failed = (reason: 'password' | 'disabled') => {
        if (!account) return;
        audit
          .recordFor(audit.actorOf(account), meta.ip, 'login.failure', { reason })
          .catch((error: unknown) => deps.log.error({ err: error }, 'audit of a failed sign-in failed'));
      };
      if (!account || !passwordOk) {
        failed('password');
        throw wrongCredentials();
      }
      // A sub-user works on its main account's records: while the main account is disabled, so is the team.
      const mainDisabled =
        account.parentId !== null && (await findAccount(deps.db, account.parentId))?.status !== 'active';
      if (account.status !== 'active' || mainDisabled) {
        failed('disabled');
        throw new AppError('accountDisabled');
      }
      await attempt.succeeded();
      // Session fixation: whatever session the browser had before is ended, a fresh id is issued.
      if (previousSessionToken) await sessions.destroyToken(previousSessionToken);
      const session = await sessions.create(account.id, meta);
      await updateAccount(deps.db, account.id, { lastLoginAt: deps.clock.now() }, deps.clock.now());
      await audit.recordFor(audit.actorOf(account), meta.ip, 'login.success', {});
      return { ...session, email: account.email };
    },

    /**
     * A new main account; a share link's cookie binds it to its referrer (affiliate programme). An address that has
     * an account already gets the same answer after the same work (the password is hashed either way), and its
     * owner a mail saying so, sent after the answer: the call does not tell whether an address is registered.
     * Nobody is signed in by registering (docs/decisions.md, issue 30).
     */
    async register(input: RegisterBody, lang: Language, referral: ReferralContext) {
      const email = input.email.trim().toLowerCase();
      let account: Awaited<ReturnType<AccountService['create']>>;
      try {
        account = await accountsService.create({
          email,
          password: input.password,
          registerFrom: input.from ?? 'common',
          lang,
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'emailTaken')) throw error;
        mailRegistrationAttempt(email, lang);
        return { email };
      }
      // The account exists whatever happens here: a referral that cannot be bound is logged, not an error.
      await referrals
        .bind(account, referral)
        .catch((error: unknown) =>
          deps.log.error({ err: error, accountId: account.id }, 'referral not bound'),
        );
      return { email };
    },

    /**
     * Sends a reset link when the address belongs to an active account. The caller answers the same either way,
     * and the mail is sent after the answer, so neither text nor timing tells whether an account exists.
     */
    requestPasswordReset(email: string, lang: Language): void {
      void (async () => {
        const account = await findAccountByEmail(deps.db, email);
        if (!account || account.status !== 'active') return;
        const token = await issueSetPasswordToken(deps.db, {
          accountId: account.id,
          now: deps.clock.now(),
          ttlMs: RESET_TOKEN_TTL_MINUTES * MINUTE,
          hashToken: deps.hashToken,
        });
        const mailLang = (account.lang as Language | null) ?? lang;
        const link = setPasswordLink(deps.publicUrl, token);
        await deps.mailer.send({
          to: account.email,
          subject: translate(mailLang, 'server.mail.resetSubject'),
          text: translate(mailLang, 'server.mail.resetBody', {
            email: account.email,
            link,
            minutes: RESET_TOKEN_TTL_MINUTES,
          }),
        });
      })().catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'));
    },

    /**
     * Sets a new password with a single-use token (a one-hour recovery link or a sub-user's invitation, see
     * docs/domain/team.md) and ends every session of the account.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const now = deps.clock.now();
      const accountId = await deps.db.transaction(async (tx) => {
        const txResets = createPasswordResetsRepository(tx);
        const id = await txResets.consume(deps.hashToken(token), now);
        if (id === undefined) return undefined;
        await updateAccount(tx, id, { passwordHash, passwordChangedAt: now }, now);
        await txResets.invalidateForAccount(id, now);
        const account = await findAccount(tx, id);
        if (account) await audit.recordFor(audit.actorOf(account), ip, 'password.reset', {}, tx);
        return id;
      });
      if (accountId === undefined) throw new AppError('invalidToken');
      await sessions.destroyForAccount(accountId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
