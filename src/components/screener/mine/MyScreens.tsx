import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import type { MemberStore } from '@/lib/member/member-store';
import { SAVED_SCREEN_LIMIT } from '@/lib/member/saved-screens';
import { readAnswer } from '@/lib/member/screen-answers';
import { EMPTY_TEXT, LOAD_FAILED_TEXT } from './my-screens-text';
import { SavedScreenItem } from './SavedScreenItem';
import { ScreensNotice } from './ScreensNotice';

/**
 * The member's saved screens, newest first, under what the last form post came to (`query`: the page's
 * query, screen-answers.ts). An answer about one screen names it from the store; one whose screen is
 * gone says nothing, and 復原 is offered only while the removed screen can still come back.
 */
export async function MyScreens({ store, query }: { store: MemberStore; query: string }) {
  const answer = readAnswer(query);
  const loaded = await Promise.all([store.listScreens(), answer && 'id' in answer ? store.findScreen(answer.id) : null]).catch((err: unknown) => {
    console.error('[my-screens] the member store failed', err);
    return null;
  });
  if (!loaded) return <EmptyState kind="error" text={LOAD_FAILED_TEXT} minHeight={200} />;
  const [screens, about] = loaded;
  const notice = answer && (!('id' in answer) || about) ? answer : null;
  return (
    <div className={stackClass}>
      {notice && <ScreensNotice answer={notice} name={about?.name ?? ''} undo={notice.kind === 'removed' && !!about?.removed} />}
      {screens.length === 0 ? (
        <div className={emptyClass} data-testid="my-screens-empty">
          <EmptyState kind="noResult" text={EMPTY_TEXT} minHeight={200} />
          <a href="/screener" className={linkClass}>
            前往選股 →
          </a>
        </div>
      ) : (
        <>
          <p className={countClass} data-testid="my-screens-count">
            共 {screens.length} 組（上限 {SAVED_SCREEN_LIMIT} 組）
          </p>
          <ul className={listClass} data-testid="my-screens">
            {screens.map((screen) => (
              <SavedScreenItem key={screen.id} screen={screen} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '3', minW: 0 });
const emptyClass = css({ display: 'grid', gap: '3' });
const linkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
const countClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const listClass = css({ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid token(colors.line)' });
