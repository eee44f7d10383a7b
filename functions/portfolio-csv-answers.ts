import { PORTFOLIO_LOGIN_REDIRECT } from '@/lib/auth/guards';
import { authLandingHref } from '@/lib/http/auth-landing';
import { accountHref } from '@/lib/portfolio/routes';
import { seeOther } from './member-form';

/** What the portfolio's CSV endpoints (export and import) answer alike; nothing here may be cached. */

export const plainText = (status: number, text: string, headers: Record<string, string> = {}): Response =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/** Another member's account, a removed one or an id that names none: the same answer, so no id is confirmed. */
export const accountNotFound = (): Response => plainText(404, '找不到這個帳戶');

/** A guest goes to the sign-in landing, which brings them back to the account (or to 我的持股). */
export const signInFirst = (accountId: number | null): Response => seeOther(accountId === null ? PORTFOLIO_LOGIN_REDIRECT : authLandingHref(accountHref(accountId)));
