import { PORTFOLIO_LOGIN_REDIRECT, PORTFOLIO_PATH } from '@/lib/auth/guards';
import { parseConfig } from '@/lib/config';
import { memberStoreOf } from '@/lib/member/member-store';
import { todayInTaipei } from '@/lib/portfolio/entries';
import { type FormContext, portfolioFormAnswer } from '@/lib/member/portfolio-form-actions';
import { answerHref } from '@/lib/portfolio/portfolio-answers';
import { portfolioHref } from '@/lib/portfolio/routes';
import { findStockRecord } from '@/lib/stock/stock-record';
import type { UpstreamContext } from '@/lib/upstream/http';
import { usdTwdRatesOrNull } from '@/lib/upstream/taiwan-market';
import { parseStockId } from '@protocol/stock-id';
import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { memberFormMiddleware } from './member-form';

/** The largest form of 我的持股 is 記一筆: fourteen short fields and a note of 200 characters, a few KB percent-encoded. */
export const PORTFOLIO_FORM_MAX_BYTES = 16 * 1024;

/**
 * The forms of 我的持股: `POST /portfolio` with `intent` create-account, rename-account, remove-account,
 * restore-account (the accounts), add-entry, edit-entry, restore-entry (記一筆, 修改, 復原) or
 * remove-entry. Each answers 303 to a page whose query says what came of it (portfolio-answers.ts;
 * form-actions.ts decides which page); the store is the verified session's member's, whatever the form
 * says, and a guest is sent to sign in, then back to 我的持股 (member-form.ts). A body over the limit
 * gets 413, a body that is not a form 415.
 */
export default function portfolioForms(): EdgeMiddleware {
  return memberFormMiddleware({
    name: 'portfolio-forms',
    path: PORTFOLIO_PATH,
    maxBytes: PORTFOLIO_FORM_MAX_BYTES,
    formsOnly: true,
    signedOut: () => PORTFOLIO_LOGIN_REDIRECT,
    answer: (c, memberId, field) => portfolioFormAnswer(field('intent'), field, formContext(c, memberId)),
    failed: answerHref(portfolioHref(), { kind: 'error' }),
  });
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
    usdTwdRates: () => usdTwdRatesOrNull(upstream, '[portfolio-forms]'),
  };
}
