// Team (sub-users), audit log and API key calls (spec 001 section 7; issue 14).
import { z } from 'zod';
import {
  blankToUndefined,
  emailField,
  optionalDay,
  pageQuery,
  requiredText,
  telephoneField,
} from '../fields.js';
import { KEY_SCOPES } from '../permissions.js';

export const SUB_USER_ROLES = ['sale', 'finance'] as const;
/** Sub-user status and audit permission (spec 001 section 4): effective = Enable (green), invalid = Forbidden. */
export const EFFECTIVE_STATES = ['effective', 'invalid'] as const;
export type EffectiveState = (typeof EFFECTIVE_STATES)[number];

const subUserRole = z.enum(SUB_USER_ROLES, { error: 'team.validation.roleRequired' });
const auditPermField = z.enum(EFFECTIVE_STATES, { error: 'team.validation.auditPermRequired' });

/** POST sub-account (form): every field required. */
export const subAccountBody = z.object({
  email: emailField,
  firstName: requiredText('validation.firstNameRequired', 64),
  lastName: requiredText('validation.lastNameRequired', 64),
  telephone: telephoneField,
  jobTitle: requiredText('team.validation.jobTitleRequired', 64),
  role: subUserRole,
  auditPerm: auditPermField,
});
export type SubAccountBody = z.infer<typeof subAccountBody>;

/** PUT sub-accounts/{uid} (form): subUID plus the form fields and the status. */
export const subAccountUpdateBody = subAccountBody.extend({
  subUID: z.string().trim().optional(),
  status: z.enum(EFFECTIVE_STATES, { error: 'team.validation.statusRequired' }),
});
export type SubAccountUpdateBody = z.infer<typeof subAccountUpdateBody>;

export const subAccountParams = z.object({ uid: z.string().trim().min(1).max(32) });

export const subAccountRow = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string(),
  jobTitle: z.string(),
  role: z.enum(SUB_USER_ROLES),
  status: z.enum(EFFECTIVE_STATES),
  auditPerm: z.enum(EFFECTIVE_STATES),
  /** ISO 8601 (the web shows it as YYYY-MM-DD HH:mm:ss in local time), null before the first login. */
  lastLoginAt: z.string().nullable(),
  /** The invitation is still open: the sub-user has not set a password yet. */
  invited: z.boolean(),
});
export type SubAccountRow = z.infer<typeof subAccountRow>;

/** GET log: the team's audit entries, filtered by the actor's e-mail and days (YYYY-MM-DD, none in the future). */
export const auditLogQuery = pageQuery.extend({
  email: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(254).optional()),
  beginTime: optionalDay,
  endTime: optionalDay,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogRow = z.object({
  id: z.number().int(),
  /** The person who acted: first and last name, or the e-mail when no name is set. */
  name: z.string(),
  email: z.string(),
  ip: z.string(),
  /** A short, translated line ("Downloaded the private key of order 12"). */
  activity: z.string(),
  /** Machine name of the activity ("privateKey.download"). */
  action: z.string(),
  createdAt: z.string(),
  /** The details, one "name: value" per line. */
  message: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

export const keyScope = z.enum(KEY_SCOPES, { error: 'team.validation.scopeInvalid' });

/**
 * GET access_key: the key itself as the spec answers it — masked (the prefix, an ellipsis and the last four
 * characters), never whole; '' when no key was made yet (CONTRACT.md, API keys).
 */
export const accessKeyAnswer = z.string();

/** GET access_key/info (and PUT access_key/scope): what the portal keeps about the key besides the key. */
export const accessKeyInfoAnswer = z.object({
  /** Whether a key was made (access_key answers '' until then). */
  hasKey: z.boolean(),
  /** The key's scope; before the first key, the scope the first one gets without a choice. */
  scope: keyScope,
  /** "YYYY-MM-DD HH:mm:ss" UTC; null before the first key / before its first use. */
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type AccessKeyInfo = z.infer<typeof accessKeyInfoAnswer>;

/** GET access_key/reset?scope=: the new key itself, shown once (the spec's `msg`). */
export const accessKeyResetQuery = z.object({ scope: z.preprocess(blankToUndefined, keyScope.optional()) });
export const accessKeyResetAnswer = z.string();
export const accessKeyScopeBody = z.object({ scope: keyScope });
