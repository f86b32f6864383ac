import type { Capability, Role } from '@portal/contract';

/** Why the API tokens page shows no key: a catalog key and its values (the role's own label key). */
export interface KeyPageDenial {
  key: string;
  vars: { roleKey: string };
}

/**
 * Whether the caller manages the account's API key (capability apiKeys.manage, docs/domain/permissions.md), and
 * when not, why: a sub-user (sale or finance) is told that the key acts for the whole account and stays with its
 * owner. The page then makes none of the key's calls (they would only answer 403).
 */
export function keyPageAccess(profile: {
  role: Role;
  capabilities: readonly Capability[];
}): { allowed: true } | { allowed: false; denial: KeyPageDenial } {
  if (profile.capabilities.includes('apiKeys.manage')) return { allowed: true };
  const roleKey = profile.role === 'admin' ? 'apiKeys.denied.roleMain' : `team.roles.${profile.role}`;
  return { allowed: false, denial: { key: 'apiKeys.denied.reason', vars: { roleKey } } };
}
