import { css } from 'styled-system/css';
import { focusRing, pill, textInput } from '@/components/ui/control-styles';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { MY_SCREENS_PATH } from '@/lib/auth/guards';
import { loginHref } from '@/lib/http/return-path';
import { checkScreenQuery, SAVED_SCREEN_LIMIT, SCREEN_NAME_MAX, screenHref } from '@/lib/member/saved-screens';

export const SAVE_SCREEN_LABEL = '儲存';

/**
 * 儲存 under a screen: a name and the screen's query, posted to 我的選股 (functions/member-screens.ts).
 * A plain form, so it works without JavaScript; the answer is the list, saying what came of it
 * (saved, replaced a screen of that name, or why not). A guest is offered 登入, which comes back to
 * this screen. `query` is the screen's canonical query (a leading '?' is dropped). Server component:
 * whether the reader is a member is the request's verified session.
 */
export function SaveScreenForm({ query }: { query: string }) {
  const saved = checkScreenQuery(query);
  const back = screenHref(saved ?? '');
  if (getSignedInMemberId() === null) {
    return (
      <p className={boxClass} data-testid="save-screen-guest">
        <span className={hintClass}>登入後可以儲存這組選股條件，之後在「我的選股」打開。</span>
        <a href={loginHref(back)} className={buttonClass} data-testid="save-screen-sign-in">
          登入
        </a>
      </p>
    );
  }
  if (saved === null) {
    return (
      <p className={hintClass} data-testid="save-screen-too-long">
        這組選股條件太長，無法儲存。
      </p>
    );
  }
  return (
    <form method="post" action={MY_SCREENS_PATH} className={boxClass} data-testid="save-screen-form">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={saved} />
      <label htmlFor="save-screen-name" className={labelClass}>
        儲存這組條件
      </label>
      <span className={rowClass}>
        <input
          id="save-screen-name"
          name="name"
          type="text"
          required
          autoComplete="off"
          enterKeyHint="done"
          placeholder="名稱，例如：月配高股息"
          aria-describedby="save-screen-hint"
          className={inputClass}
          data-testid="save-screen-name"
        />
        <button type="submit" className={buttonClass} data-testid="save-screen-submit">
          {SAVE_SCREEN_LABEL}
        </button>
      </span>
      <span id="save-screen-hint" className={hintClass}>
        名稱最多 {SCREEN_NAME_MAX} 字；最多儲存 {SAVED_SCREEN_LIMIT} 組，同名的會被取代。
      </span>
    </form>
  );
}

const boxClass = css({ display: 'grid', gap: '2', m: 0, p: '3', bg: 'surface', border: '1px solid token(colors.line)', borderRadius: 'lg', minW: 0 });
const labelClass = css({ fontSize: '14px', fontWeight: 700 });
const rowClass = css({ display: 'flex', gap: '2', minW: 0 });
const inputClass = css(textInput.raw(), focusRing.raw(), { flex: '1', minW: 0, h: '44px', px: '3' });
const buttonClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  justifySelf: 'start',
  h: '44px',
  px: '5',
  border: 'none',
  fontSize: '15px',
  cursor: 'pointer',
});
const hintClass = css({ fontSize: '13px', color: 'muted', lineHeight: '1.6' });
