import { ROLES, type Role } from '@portal/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Role rules the UI expresses (the server enforces them again). */
export function canPay(role: Role | undefined): boolean {
  return role !== undefined && role !== 'sale';
}

export function rememberIdentity(role: Role, uid: string): void {
  writeStorage(STORAGE_KEYS.role, role);
  writeStorage(STORAGE_KEYS.uid, uid);
}

export function storedRole(): Role | undefined {
  const value = readStorage(STORAGE_KEYS.role);
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : undefined;
}
