import { CSRF_COOKIE } from '@portal/contract';
import { readCookie } from './api/client';

/**
 * Whether the browser may hold a session: the server sets and clears the readable `csrf_token` cookie together
 * with the HttpOnly session cookie. Without it the member shell goes to the login page without asking
 * `account/profile` (which could only answer 401, an error in the console of every logged-out visit); with it a
 * session that has ended meanwhile still answers 1002 and leads to the login page the same way.
 */
export function mayHaveSession(cookies: string): boolean {
  return Boolean(readCookie(cookies, CSRF_COOKIE));
}
