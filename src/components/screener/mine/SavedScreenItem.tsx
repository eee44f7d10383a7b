import { css } from 'styled-system/css';
import { actionSummaryStyle, MemberListItem } from '@/components/member/MemberListItem';
import { focusRing, pill, textButton, textInput } from '@/components/ui/control-styles';
import { MY_SCREENS_PATH } from '@/lib/auth/guards';
import { formatDate } from '@/lib/format/dates';
import { type SavedScreen, screenHref } from '@/lib/member/saved-screens';

/**
 * One saved screen: its name opens it (`/screener?<query>`, which the screener re-canonicalises), with
 * the day it was saved; 重新命名 opens a small form in place (<details>: no JavaScript), 刪除 is a form
 * too. The name is text wherever it appears (React escapes it): HTML in a name shows as typed.
 */
export function SavedScreenItem({ screen }: { screen: SavedScreen }) {
  const renameId = `rename-${screen.id}`;
  return (
    <MemberListItem
      testId="saved-screen"
      ids={{ 'data-screen-id': screen.id }}
      href={screenHref(screen.query)}
      name={screen.name}
      meta={<span className={dateClass}>{formatDate(screen.savedAt)} 儲存</span>}
    >
      <details className={renameClass}>
        <summary className={summaryClass} aria-label={`重新命名「${screen.name}」`} data-testid="saved-screen-rename">
          重新命名
        </summary>
        <form method="post" action={MY_SCREENS_PATH} className={renameFormClass}>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={screen.id} />
          <label htmlFor={renameId} className={labelClass}>
            新名稱
          </label>
          <input id={renameId} name="name" type="text" required autoComplete="off" defaultValue={screen.name} className={inputClass} data-testid="saved-screen-new-name" />
          <button type="submit" className={saveClass}>
            改名
          </button>
        </form>
      </details>
      <form method="post" action={MY_SCREENS_PATH}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={screen.id} />
        <button type="submit" className={removeClass} aria-label={`刪除「${screen.name}」`} data-testid="saved-screen-remove">
          刪除
        </button>
      </form>
    </MemberListItem>
  );
}

const dateClass = css({ fontSize: '13px', color: 'muted' });
const renameClass = css({ flex: '1 1 auto', minW: 0, '&[open]': { flexBasis: '100%' } });
const summaryClass = css(actionSummaryStyle);
const renameFormClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', pt: '2' });
const labelClass = css({ fontSize: '14px', color: 'muted' });
const inputClass = css(textInput.raw(), focusRing.raw(), { flex: '1 1 160px', minW: 0, h: '40px', px: '3' });
const saveClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { h: '40px', px: '4', border: 'none', fontSize: '14px', cursor: 'pointer' });
const removeClass = css(textButton.raw(), focusRing.raw(), { h: '36px', px: '2', fontSize: '14px', color: 'redText', _hover: { textDecoration: 'underline' } });
