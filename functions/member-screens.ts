import { bodyLimit } from 'hono/body-limit';
import { memberIdFromClaims } from '@/lib/auth/current-user-build';
import { MY_SCREENS_LOGIN_REDIRECT, MY_SCREENS_PATH } from '@/lib/auth/guards';
import { authLandingHref } from '@/lib/http/auth-landing';
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import { checkScreenName, checkScreenQuery, screenHref } from '@/lib/member/saved-screens';
import { answerSearch, type ScreensAnswer } from '@/lib/member/screen-answers';
import { getRequestAuth } from '@/lib/server/request-auth';
import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { payloadTooLarge } from './payload-too-large';

/** A form of 我的選股 sends a name and a query of 2,000 characters at most: a few KB. A 10 KB name still gets its answer. */
export const SCREEN_FORM_MAX_BYTES = 16 * 1024;

/**
 * The forms of 我的選股 (decision 052): `POST /screener/mine` with `intent` save (name, query), rename
 * (id, name), remove (id) or restore (id), from the save form under a screen and from the list itself.
 * They work without JavaScript: each answers 303 to the list, whose query says what came of it
 * (screen-answers.ts). Runs inside the session (after guestToken): the store is the one of the
 * verified session's member, whatever the form says; a guest is sent to sign in (back to the screen
 * being saved, or to the list). Writes from other sites were refused earlier (same-origin-writes.ts).
 */
export default function memberScreens(): EdgeMiddleware {
  const limited = bodyLimit({ maxSize: SCREEN_FORM_MAX_BYTES, onError: payloadTooLarge });
  return async (c, next) => {
    if (c.req.method !== 'POST' || new URL(c.req.url).pathname !== MY_SCREENS_PATH) return next();
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
  const intent = field('intent');
  const auth = getRequestAuth();
  const memberId = auth?.kind === 'member' ? memberIdFromClaims(auth.claims) : null;
  if (memberId === null) {
    // Signed out since the form was shown: sign in, then back to the screen (to save it again) or the list.
    const query = intent === 'save' ? checkScreenQuery(field('query')) : null;
    return seeOther(query === null ? MY_SCREENS_LOGIN_REDIRECT : authLandingHref(screenHref(query)));
  }
  let answer: ScreensAnswer;
  try {
    answer = await act(memberStoreOf(c.env.MEMBER_STORES, memberId), intent, field);
  } catch (err) {
    console.error('[member-screens] the member store failed', intent, err);
    answer = { kind: 'error' };
  }
  return seeOther(`${MY_SCREENS_PATH}${answerSearch(answer)}`);
}

const ID = /^[1-9]\d{0,15}$/;

/** Checks the form as the store will (its answers here are the same), then asks the store. */
async function act(store: MemberStore, intent: string, field: (name: string) => string): Promise<ScreensAnswer> {
  if (intent === 'save') {
    const query = checkScreenQuery(field('query'));
    if (query === null) return { kind: 'invalid-query' };
    const name = checkScreenName(field('name'));
    if (!name.ok) return { kind: 'invalid-name', problem: name.problem, query };
    const saved = await store.saveScreen(name.name, query);
    if (saved.status === 'saved' || saved.status === 'replaced') return { kind: saved.status, id: saved.screen.id };
    if (saved.status === 'full') return { kind: 'full', query };
    return saved.status === 'invalid-name' ? { kind: 'invalid-name', problem: saved.problem, query } : { kind: saved.status };
  }
  const id = ID.test(field('id')) ? Number(field('id')) : null;
  if (id === null || !Number.isSafeInteger(id)) return { kind: 'not-found' };
  if (intent === 'rename') {
    const name = checkScreenName(field('name'));
    if (!name.ok) return { kind: 'invalid-name', problem: name.problem, query: null };
    const renamed = await store.renameScreen(id, name.name);
    if (renamed.status === 'renamed') return { kind: 'renamed', id };
    return renamed.status === 'invalid-name' ? { kind: 'invalid-name', problem: renamed.problem, query: null } : { kind: renamed.status };
  }
  if (intent === 'remove') {
    const removed = await store.removeScreen(id);
    return removed.status === 'removed' ? { kind: 'removed', id } : { kind: removed.status };
  }
  if (intent === 'restore') {
    const restored = await store.restoreScreen(id);
    if (restored.status === 'restored') return { kind: 'restored', id };
    return restored.status === 'full' ? { kind: 'full', query: null } : { kind: restored.status };
  }
  return { kind: 'not-found' };
}
