// Operators' TOTP second factor (issue 18, docs/domain/operator-console.md "TOTP"): /api/ops/totp*.
import { z } from 'zod';

/** RFC 6238 as authenticator apps read it: 30 s steps, 6 digits, HMAC-SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** A code as the authenticator shows it (spaces allowed: "123 456"). */
export const totpCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: 'opsTotp.validation.codeRequired' })
    .min(1, { error: 'opsTotp.validation.codeRequired' })
    .regex(/^\d{6}$/, { error: 'opsTotp.validation.codeInvalid' }),
);

/** GET ops/totp: the operator's own state (never the secret). */
export const opsTotpStatus = z.object({
  /** An authenticator is enrolled and activated. */
  enabled: z.boolean(),
  /** Enrolment begun, waiting for the first code. */
  pending: z.boolean(),
  /** The setting opsTotpRequired: the console needs TOTP. */
  required: z.boolean(),
  /** This session has confirmed a code (activation or POST ops/confirm with a code). */
  verified: z.boolean(),
});
export type OpsTotpStatus = z.infer<typeof opsTotpStatus>;

/** POST ops/totp/enrol: the new secret, answered this once. */
export const opsTotpEnrolAnswer = z.object({
  /** otpauth://totp/… for an authenticator app (QR code or link). */
  uri: z.string(),
  /** The same secret in base32, to type in. */
  secret: z.string(),
});

/** POST ops/totp/activate {code}: the first code proves the authenticator holds the secret. */
export const opsTotpActivateBody = z.object({ code: totpCode });

/** POST ops/totp/disable {password, code}. */
export const opsTotpDisableBody = z.object({
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(128, { error: 'validation.maxLength:128' }),
  code: totpCode,
});
