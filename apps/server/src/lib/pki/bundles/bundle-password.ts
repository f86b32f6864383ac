export const MAX_BUNDLE_PASSWORD_LENGTH = 128;

/** Protected bundles need a password of 1 to 128 characters (counted as Unicode code points). */
export function assertBundlePassword(password: string): void {
  const length = [...password].length;
  if (length === 0) throw new RangeError('bundle: the password is empty');
  if (length > MAX_BUNDLE_PASSWORD_LENGTH) {
    throw new RangeError(`bundle: the password is longer than ${MAX_BUNDLE_PASSWORD_LENGTH} characters`);
  }
}
