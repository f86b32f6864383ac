import { CAPABILITIES, ROLES, type Capability, type Profile, type Role } from '@portal/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * What the signed-in caller may do, as the server's permission matrix says (the profile's `capabilities`,
 * docs/domain/permissions.md): menus, the balance dropdown and buttons are shown from it. The server enforces
 * the same matrix on every call; this only keeps the UI from offering what would be refused.
 */
export function rememberIdentity(profile: Pick<Profile, 'role' | 'uid' | 'capabilities'>): void {
  writeStorage(STORAGE_KEYS.role, profile.role);
  writeStorage(STORAGE_KEYS.uid, profile.uid);
  writeStorage(STORAGE_KEYS.capabilities, profile.capabilities.join(' '));
}

export function storedRole(): Role | undefined {
  const value = readStorage(STORAGE_KEYS.role);
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : undefined;
}

/** The capabilities remembered from the last profile answer (none before it loads). */
export function storedCapabilities(): ReadonlySet<Capability> {
  const words = (readStorage(STORAGE_KEYS.capabilities) ?? '').split(' ');
  return new Set(words.filter((w): w is Capability => (CAPABILITIES as readonly string[]).includes(w)));
}

/** May the caller do this? From the given capabilities, or the remembered ones. */
export function may(
  capability: Capability,
  from: ReadonlySet<Capability> | readonly Capability[] = storedCapabilities(),
) {
  return Array.isArray(from) ? from.includes(capability) : (from as ReadonlySet<Capability>).has(capability);
}
