import { bodyLimit } from 'hono/body-limit';
import { memberIdFromClaims } from '@/lib/auth/current-user-build';
import { PORTFOLIO_LOGIN_REDIRECT, PORTFOLIO_PATH } from '@/lib/auth/guards';
import { parseConfig } from '@/lib/config';
import { memberStoreOf } from '@/lib/member/member-store';
import { todayInTaipei } from '@/lib/portfolio/entries';
import { type FormContext, portfolioFormAnswer } from '@/lib/member/portfolio-form-actions';
import { answerHref } from '@/lib/portfolio/portfolio-answers';
import { portfolioHref } from '@/lib/portfolio/routes';
import { getRequestAuth } from '@/lib/server/request-auth';
import { findStockRecord } from '@/lib/stock/stock-record';
import type { UpstreamContext } from '@/lib/upstream/http';
import { getUsdTwdRates } from '@/lib/upstream/taiwan-market';
import { parseStockId } from '@protocol/stock-id';
import type { EdgeContext, EdgeMiddleware } from './edge-env';

/** The largest form of 我的持股 is 記一筆: fourteen short fields and a note of 200 characters, a few KB percent-encoded. */
export const PORTFOLIO_FORM_MAX_BYTES = 16 * 1024;

/** What a browser sends a plain HTML form as; anything else is not one of these forms. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The forms of 我的持股: `POST /portfolio` with `intent` create-account, rename-account, remove-account,
 * restore-account (the accounts), add-entry, edit-entry, restore-entry (記一筆, 修改, 復原) or
 * remove-entry. They work without JavaScript: each answers 303 to a page whose query says what came of
 * it (portfolio-answers.ts; form-actions.ts decides which page). Runs inside the session (after
 * guestToken): the store is the verified session's member's, whatever the form says; a guest is sent
 * to sign in. Writes from other sites were refused earlier (same-origin-writes.ts), bodies over the
 * limit are refused here (413), and a body that is not a form gets 415.
 */
export default function portfolioForms(): EdgeMiddleware {
  const limited = bodyLimit({ maxSize: PORTFOLIO_FORM_MAX_BYTES, onError: (c) => c.text('Payload Too Large', 413, { 'cache-control': 'no-store' }) });
  return async (c, next) => {
    if (c.req.method !== 'POST' || new URL(c.req.url).pathname !== PORTFOLIO_PATH) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!FORM_TYPES.includes(type)) return c.text('Unsupported Media Type: send the form as a browser does', 415, { 'cache-control': 'no-store' });
    return limited(c, async () => {
      c.res = await answerForm(c);
    });
  };
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

async function answerForm(c: EdgeContext): Promise<Response> {
  const form = await c.req.formData().catch(() => new FormData());
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const auth = getRequestAuth();
  const memberId = auth?.kind === 'member' ? memberIdFromClaims(auth.claims) : null;
  // Signed out since the form was shown: sign in, then back to 我的持股 (nothing was written).
  if (memberId === null) return seeOther(PORTFOLIO_LOGIN_REDIRECT);
  const intent = field('intent');
  try {
    return seeOther(await portfolioFormAnswer(intent, field, formContext(c, memberId)));
  } catch (err) {
    console.error('[portfolio-forms] the member store failed', intent, err);
    return seeOther(answerHref(portfolioHref(), { kind: 'error' }));
  }
}

/** The session's member's store, and the site's directory and FX service, as the forms need them. */
function formContext(c: EdgeContext, memberId: number): FormContext {
  const config = parseConfig(c.env);
  const upstream: UpstreamContext = { config };
  return {
    store: memberStoreOf(c.env.MEMBER_STORES, memberId),
    today: todayInTaipei(Date.now()),
    isKnownSymbol: async (symbol) => {
      const id = parseStockId(symbol);
      if (id === null) return false;
      try {
        return (await findStockRecord(id, config, upstream)) !== undefined;
      } catch (err) {
        console.error('[portfolio-forms] symbol lookup failed', symbol, err);
        return null;
      }
    },
    usdTwdRates: async () => {
      try {
        return (await getUsdTwdRates(upstream)).rates;
      } catch (err) {
        console.error('[portfolio-forms] USD/TWD rates unavailable', err);
        return null;
      }
    },
  };
}
