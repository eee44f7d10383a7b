import { css } from 'styled-system/css';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { SaveScreenForm } from '@/components/screener/SaveScreenForm';
import { pageTitleClass } from '@/components/ui/page-title';
import { checkScreenQuery, screenHref } from '@/lib/member/saved-screens';

/**
 * /screener/mine/save?<query>: the save form alone, for the screen the query says (the screener's
 * results page shows the same form under its results). A guest is offered 登入, back to the screen.
 */
export default function SaveScreenPage({ query }: { query?: string }) {
  const screen = query ?? '';
  return (
    <div className={pageClass} data-testid="save-screen-page">
      <PrivatePageHead title="儲存選股條件" />
      <h1 className={pageTitleClass}>儲存選股條件</h1>
      <a href={screenHref(checkScreenQuery(screen) ?? '')} className={linkClass}>
        ← 回到選股結果
      </a>
      <SaveScreenForm query={screen} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '720px', w: '100%', mx: 'auto', minW: 0 });
const linkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
