import { MY_SCREENS_LOGIN_REDIRECT, MY_SCREENS_PATH } from '@/lib/auth/guards';
import { authLandingHref } from '@/lib/http/auth-landing';
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import { checkScreenName, checkScreenQuery, screenHref } from '@/lib/member/saved-screens';
import { answerSearch, type ScreensAnswer } from '@/lib/member/screen-answers';
import type { EdgeMiddleware } from './edge-env';
import { type FormField, memberFormMiddleware } from './member-form';

/** A form of 我的選股 sends a name and a query of 2,000 characters at most: a few KB. A 10 KB name still gets its answer. */
export const SCREEN_FORM_MAX_BYTES = 16 * 1024;

/**
 * The forms of 我的選股 (decision 052): `POST /screener/mine` with `intent` save (name, query), rename
 * (id, name), remove (id) or restore (id), from the save form under a screen and from the list itself.
 * Each answers 303 to the list, whose query says what came of it (screen-answers.ts); the store is the
 * verified session's member's, whatever the form says (member-form.ts).
 */
export default function memberScreens(): EdgeMiddleware {
  return memberFormMiddleware({
    name: 'member-screens',
    path: MY_SCREENS_PATH,
    maxBytes: SCREEN_FORM_MAX_BYTES,
    // Signed out since the form was shown: sign in, then back to the screen (to save it again) or the list.
    signedOut: (field) => {
      const query = field('intent') === 'save' ? checkScreenQuery(field('query')) : null;
      return query === null ? MY_SCREENS_LOGIN_REDIRECT : authLandingHref(screenHref(query));
    },
    answer: async (c, memberId, field) => listHref(await act(memberStoreOf(c.env.MEMBER_STORES, memberId), field('intent'), field)),
    failed: listHref({ kind: 'error' }),
  });
}

const listHref = (answer: ScreensAnswer) => `${MY_SCREENS_PATH}${answerSearch(answer)}`;

const ID = /^[1-9]\d{0,15}$/;

/** Checks the form as the store will (its answers here are the same), then asks the store. */
async function act(store: MemberStore, intent: string, field: FormField): Promise<ScreensAnswer> {
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
