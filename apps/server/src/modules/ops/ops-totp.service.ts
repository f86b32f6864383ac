import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, type OpsTotpStatus } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';
import type { Executor } from '../../db/client.js';
import { verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { opsTotpRequired } from './ops-totp-setting.js';
import { createOpsTotpRepository } from './ops-totp.repository.js';

/** How many steps of clock drift either way a code may come from. */
const DRIFT_STEPS = 1;

/**
 * Operators' TOTP (RFC 6238: 30 s, 6 digits, SHA-1 for the authenticator apps; the `otpauth` library): enrolment
 * answers the secret once, the first code activates it, password + code disable it. A code is accepted once
 * (the last used time step is kept in the database, moved forward by a guarded update), from ±1 step.
 */
export function createOpsTotpService(deps: ServiceDeps, secretKey: string) {
  const box = createPrivateKeyBox(secretKey);
  const issuer = (() => {
    try {
      return new URL(deps.publicUrl).host || 'Certificate portal';
    } catch {
      return 'Certificate portal';
    }
  })();

  const totpOf = (secret: Secret, label: string) =>
    new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret });

  /**
   * The time step of `code` if it is right for the sealed secret within the drift, else undefined (the caller
   * then claims the step once through the repository).
   */
  function stepOf(secretSealed: string, code: string, now: Date): number | undefined {
    const totp = totpOf(Secret.fromBase32(box.open(secretSealed)), '');
    const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
    if (delta === null) return undefined;
    return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  /** Checks the code of an active authenticator and uses its step, in `tx`; 400 when wrong or used already. */
  async function useCode(tx: Executor, accountId: number, code: string, now: Date): Promise<void> {
    const row = await createOpsTotpRepository(tx).find(accountId);
    if (!row?.activatedAt) throw new AppError('orderState', 'opsTotp.errors.notEnabled');
    const step = stepOf(row.secretSealed, code, now);
    if (step === undefined || !(await createOpsTotpRepository(tx).useStep(accountId, step)))
      throw new AppError('wrongCredentials', 'opsTotp.errors.wrongCode');
  }

  /** The audit trail names accounts by uid. */
  async function uidOf(tx: Executor, session: SessionContext): Promise<string> {
    return (await findAccount(tx, session.accountId))?.uid ?? String(session.accountId);
  }

  async function status(session: SessionContext): Promise<OpsTotpStatus> {
    const repo = createOpsTotpRepository(deps.db);
    const [row, required, verified] = await Promise.all([
      repo.find(session.accountId),
      opsTotpRequired(deps.db),
      repo.sessionVerified(session.idHash),
    ]);
    return {
      enabled: Boolean(row?.activatedAt),
      pending: row !== undefined && !row.activatedAt,
      required,
      verified: verified && Boolean(row?.activatedAt),
    };
  }

  return {
    status,

    /** POST ops/totp/enrol: a new secret (pending until its first code); refused while one is active. */
    async enrol(session: SessionContext, actor: OperatorActor) {
      const now = deps.clock.now();
      const secret = new Secret({ size: 20 });
      await deps.db.transaction(async (tx) => {
        const repo = createOpsTotpRepository(tx);
        if ((await repo.find(session.accountId))?.activatedAt)
          throw new AppError('conflict', 'opsTotp.errors.alreadyEnabled');
        await repo.savePending(session.accountId, box.seal(secret.base32), now);
        await appendOperatorAudit(tx, actor, {
          action: 'totp.enrol',
          targetType: 'account',
          targetId: await uidOf(tx, session),
          details: {},
          at: now,
        });
      });
      return { uri: totpOf(secret, session.email).toString(), secret: secret.base32 };
    },

    /** POST ops/totp/activate {code}: the first code; the session counts as confirmed with a code. */
    async activate(session: SessionContext, code: string, actor: OperatorActor): Promise<OpsTotpStatus> {
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const repo = createOpsTotpRepository(tx);
        const row = await repo.find(session.accountId);
        if (!row) throw new AppError('orderState', 'opsTotp.errors.notEnrolled');
        if (row.activatedAt) throw new AppError('conflict', 'opsTotp.errors.alreadyEnabled');
        const step = stepOf(row.secretSealed, code, now);
        if (step === undefined || !(await repo.useStep(session.accountId, step, now)))
          throw new AppError('wrongCredentials', 'opsTotp.errors.wrongCode');
        await repo.markSessionVerified(session.idHash, now);
        await appendOperatorAudit(tx, actor, {
          action: 'totp.activate',
          targetType: 'account',
          targetId: await uidOf(tx, session),
          details: { before: { totp: false }, after: { totp: true } },
          at: now,
        });
      });
      return status(session);
    },

    /** POST ops/totp/disable {password, code}. */
    async disable(
      session: SessionContext,
      body: { password: string; code: string },
      actor: OperatorActor,
    ): Promise<OpsTotpStatus> {
      const account = await findAccount(deps.db, session.accountId);
      if (!account || !(await verifyPassword(account.passwordHash, body.password)))
        throw new AppError('wrongCredentials', 'ops.errors.wrongPassword');
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await useCode(tx, session.accountId, body.code, now);
        await createOpsTotpRepository(tx).remove(session.accountId);
        await appendOperatorAudit(tx, actor, {
          action: 'totp.disable',
          targetType: 'account',
          targetId: await uidOf(tx, session),
          details: { before: { totp: true }, after: { totp: false } },
          at: now,
        });
      });
      return status(session);
    },

    /**
     * POST ops/confirm's second factor, in the confirmation's transaction: with an active authenticator the code
     * is required and used once (the session then counts as confirmed with a code); without one nothing is asked.
     * Answers whether a code was checked.
     */
    async confirmCode(tx: Executor, session: SessionContext, code: string | undefined, now: Date) {
      const row = await createOpsTotpRepository(tx).find(session.accountId);
      if (!row?.activatedAt) return false;
      if (code === undefined) throw new AppError('invalidParams', 'opsTotp.errors.codeRequired');
      await useCode(tx, session.accountId, code, now);
      await createOpsTotpRepository(tx).markSessionVerified(session.idHash, now);
      return true;
    },

    /** The compulsory-TOTP gate: 403 code 1032 unless the setting is off or this session confirmed a code. */
    async requireTotpIfCompulsory(session: SessionContext): Promise<void> {
      if (!(await opsTotpRequired(deps.db))) return;
      const current = await status(session);
      if (!current.verified) throw new AppError('totpRequired', 'opsTotp.errors.required');
    },
  };
}
export type OpsTotpService = ReturnType<typeof createOpsTotpService>;
