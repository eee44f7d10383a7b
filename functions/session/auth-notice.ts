import type { AuthNotice } from '@/lib/server/request-session';
import { cookieValue, hostCookieHeader, hostCookieName } from './session-cookie';

/**
 * A dialog to show on the next page: `logged-out` after sign-out or an ended session,
 * `api-error` when a sign-in failed; or `signed-in` after a redirect sign-in (the page raises the login
 * event, as silent sign-in and one-tap do). Routes that redirect (the callbacks, /logout) cannot render it
 * themselves, so they leave this short-lived cookie; the next page navigation reads it, clears it, and
 * the root layout opens the dialog. HttpOnly like the others: nothing in it is secret, but no script
 * needs it either. Only these three values are ever honoured.
 */
export const AUTH_NOTICE_COOKIE = 'usstock_notice';
const NOTICE_TTL_SECONDS = 120;
const NOTICES: readonly AuthNotice[] = ['logged-out', 'api-error', 'signed-in'];

export const noticeSetCookie = (url: URL, notice: AuthNotice): string => hostCookieHeader(url, AUTH_NOTICE_COOKIE, notice, NOTICE_TTL_SECONDS);
export const clearNoticeSetCookie = (url: URL): string => hostCookieHeader(url, AUTH_NOTICE_COOKIE, '', 0);

/** The notice this request carries, or null (absent, or any value we never write). */
export function readNotice(request: Request): AuthNotice | null {
  const raw = cookieValue(request.headers.get('cookie'), hostCookieName(new URL(request.url), AUTH_NOTICE_COOKIE));
  return NOTICES.find((notice) => notice === raw) ?? null;
}
