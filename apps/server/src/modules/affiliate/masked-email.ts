/**
 * A customer's address as the affiliate may see it: the first character of the mailbox and the top-level
 * domain, nothing else ("ada.lovelace@example.co.uk" → "a***@***.uk"). Enough to tell two customers apart in a
 * short list, not enough to find out who they are or to write to them.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const tld =
    email
      .slice(at + 1)
      .split('.')
      .at(-1) ?? '';
  return `${email[0]}***@***${tld ? `.${tld}` : ''}`;
}
