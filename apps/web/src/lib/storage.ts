/** Keys of what the portal keeps in localStorage (spec sections 2.1, 3 and 6). */
export const STORAGE_KEYS = {
  /** The remembered login email. */
  email: 'email',
  role: 'role',
  uid: 'uid',
  /** The caller's capabilities (the permission matrix), space-separated. */
  capabilities: 'capabilities',
} as const;

export function readStorage(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the portal works without it.
  }
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // ignore
  }
}
