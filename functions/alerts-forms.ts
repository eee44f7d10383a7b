import { alertAnswerHref } from '@/lib/alerts/alert-answers';
import { alertFormAnswer } from '@/lib/member/alert-form-actions';
import { ALERTS_LOGIN_REDIRECT, ALERTS_PATH } from '@/lib/alerts/alert-routes';
import { lookUpAlertStock } from '@/lib/alerts/alert-stock';
import { parseConfig } from '@/lib/config';
import { memberStoreOf } from '@/lib/member/member-store';
import type { UpstreamContext } from '@/lib/upstream/http';
import type { EdgeMiddleware } from './edge-env';
import { memberFormMiddleware } from './member-form';

/** 設定通知 is four short fields and an id: a few hundred bytes; anything near this is not the site's form. */
export const ALERTS_FORM_MAX_BYTES = 4 * 1024;

/**
 * The forms of 通知 (price alerts): `POST /alerts` with `intent` create, edit (設定通知, 修改), pause, rearm,
 * remove or restore (復原). Each answers 303 to a page whose query says what came of it (alert-answers.ts;
 * alert-form-actions.ts decides which page); the store is the verified session's member's, whatever the
 * form says (so another member's alert id is simply not found), and a guest is sent to sign in, then back
 * to 通知 (member-form.ts). Writes from other sites were refused before (same-origin-writes.ts); a body
 * over the limit gets 413, a body that is not a form 415.
 */
export default function alertsForms(): EdgeMiddleware {
  return memberFormMiddleware({
    name: 'alerts-forms',
    path: ALERTS_PATH,
    maxBytes: ALERTS_FORM_MAX_BYTES,
    formsOnly: true,
    signedOut: () => ALERTS_LOGIN_REDIRECT,
    answer: (c, memberId, field) => {
      const config = parseConfig(c.env);
      const upstream: UpstreamContext = { config };
      return alertFormAnswer(field('intent'), field, { store: memberStoreOf(c.env.MEMBER_STORES, memberId), lookUp: (symbol) => lookUpAlertStock(symbol, config, upstream, '[alerts-forms]') });
    },
    failed: alertAnswerHref(ALERTS_PATH, { kind: 'error' }),
  });
}
