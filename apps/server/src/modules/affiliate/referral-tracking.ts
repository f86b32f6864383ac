import {
  REFERRAL_COOKIE,
  REFERRAL_RETENTION_MONTHS,
  REFERRAL_TRACKING_DAYS,
  REFERRAL_UID_PATTERN,
  SESSION_COOKIE,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/schema/index.js';
import { addMonths, DAY } from '../../lib/clock.js';
import { safeEqual } from '../../lib/crypto.js';
import type { ServiceDeps } from '../../services.js';
import { findAccountByUid } from '../account/account-records.js';
import { createReferralsRepository } from './referrals.repository.js';

/** Paths that are never a page a share link opens (the API, the app's files, the operational endpoints). */
const NOT_PAGES = /^\/(api|assets)(\/|$)|^\/(healthz|readyz|metrics)$/;

/**
 * The share link's cookie: `{uid}.{set at, base 36 ms}.{mac}`. The MAC (SECRET_KEY) makes the time it was set
 * trustworthy, so the 60-day window holds on the server's (injectable) clock whatever the browser keeps.
 */
function cookieMac(hashToken: ServiceDeps['hashToken'], uid: string, setAt: string) {
  return hashToken(`referral:${uid}.${setAt}`).slice(0, 32);
}

function referralCookieValue(hashToken: ServiceDeps['hashToken'], uid: string, at: Date): string {
  const setAt = at.getTime().toString(36);
  return `${uid}.${setAt}.${cookieMac(hashToken, uid, setAt)}`;
}

/** The uid a referral cookie names while it is genuine and within the tracking window; undefined otherwise. */
function referrerUidOf(
  hashToken: ServiceDeps['hashToken'],
  value: string | undefined,
  now: Date,
): string | undefined {
  const [uid, setAt, mac, ...rest] = (value ?? '').split('.');
  if (!uid || !setAt || !mac || rest.length > 0 || !REFERRAL_UID_PATTERN.test(uid)) return undefined;
  if (!safeEqual(mac, cookieMac(hashToken, uid, setAt))) return undefined;
  const age = now.getTime() - parseInt(setAt, 36);
  return age >= 0 && age <= REFERRAL_TRACKING_DAYS * DAY ? uid : undefined;
}

/**
 * Share links (`{host}/?id={uid}`, any page with `?id=`): a GET of a page with a uid-shaped `id` sets the
 * first-party referral cookie (HttpOnly, SameSite=Lax, 60 days; a later link replaces an earlier one). Whether the
 * uid is a main account is checked once, at registration, not on every page view. A browser with a session (a
 * visitor who has an account) gets no cookie.
 */
export function registerReferralTracking(
  app: FastifyInstance,
  deps: Pick<ServiceDeps, 'hashToken' | 'clock'> & { secureCookies: boolean },
): void {
  // A callback hook: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const query = request.url.indexOf('?');
    if (query < 0) return done();
    const path = request.url.slice(0, query);
    if (NOT_PAGES.test(path)) return done();
    const uid = new URLSearchParams(request.url.slice(query + 1)).get('id');
    if (!uid || !REFERRAL_UID_PATTERN.test(uid) || request.cookies[SESSION_COOKIE]) return done();
    reply.setCookie(REFERRAL_COOKIE, referralCookieValue(deps.hashToken, uid, deps.clock.now()), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      // Cookie maxAge is in seconds.
      maxAge: (REFERRAL_TRACKING_DAYS * DAY) / 1000,
    });
    done();
  });
}

/** What registration hands over: the browser's referral cookie, and whether it was signed in already. */
export interface ReferralContext {
  cookie: string | undefined;
  signedIn: boolean;
}

/** The part auth calls when an account registered (wired in portal-services.ts). */
export interface ReferralBinder {
  /** Binds the new account to the referrer the cookie names, when it may be; answers whether it did. */
  bind(account: AccountRow, context: ReferralContext): Promise<boolean>;
}

/**
 * Binding at registration, once and for ever (the referral's primary key): ignored without error for a cookie
 * that is missing, forged or older than 60 days, an unknown uid, a sub-user's or a disabled account's uid, the
 * new account's own, and a visitor who registers while signed in to an account.
 */
export function createReferralBinder(deps: Pick<ServiceDeps, 'db' | 'hashToken' | 'clock'>): ReferralBinder {
  return {
    async bind(account, context) {
      if (context.signedIn || account.parentId !== null) return false;
      const uid = referrerUidOf(deps.hashToken, context.cookie, deps.clock.now());
      if (!uid) return false;
      const referrer = await findAccountByUid(deps.db, uid);
      if (
        !referrer ||
        referrer.id === account.id ||
        referrer.parentId !== null ||
        referrer.status !== 'active'
      )
        return false;
      return createReferralsRepository(deps.db).insert({
        referredAccountId: account.id,
        referrerAccountId: referrer.id,
        createdAt: account.createdAt,
        endsAt: addMonths(account.createdAt, REFERRAL_RETENTION_MONTHS),
      });
    },
  };
}
