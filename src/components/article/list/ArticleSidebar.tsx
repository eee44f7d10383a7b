import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { CategoryMenuLinks } from '@/components/layout/CategoryMenuLinks';

/**
 * The article layout's sidebar (laptop width and up): every category with its sub-categories. Static —
 * no upstream call — so it never delays or breaks a page. No search form: from laptop width up the
 * header's search (stocks and 搜尋文章) is beside it, and two search boxes on one page made readers
 * wonder which to use. On phones it is not shown: the header carries the menu.
 */
export function ArticleSidebar() {
  return (
    <div className={sidebarClass} data-testid="article-sidebar">
      <nav aria-labelledby="sidebar-categories" className={cardClass}>
        <h2 id="sidebar-categories" className={headingClass}>
          文章分類
        </h2>
        <CategoryMenuLinks subItems="after-main" classes={{ list: listClass, main: mainLinkClass, subList: subListClass, sub: subLinkClass }} />
      </nav>
    </div>
  );
}

const sidebarClass = css({ display: 'none', laptop: { display: 'grid' }, gap: '4', alignContent: 'start', position: 'sticky', top: '72px' });
const cardClass = css({ display: 'grid', gap: '3', p: '4', bg: 'surface', borderRadius: 'lg' });
const headingClass = css({ m: 0, fontSize: '15px', fontWeight: 700 });
const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '1' });
const mainLinkClass = css({ display: 'block', py: '1', fontSize: '14px', fontWeight: 600, _hover: { color: 'brand' } });
const subListClass = css({ listStyle: 'none', m: 0, p: 0, pl: '3', display: 'flex', flexWrap: 'wrap', gap: '1', pb: '1' });
const subLinkClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'outset' }), {
  display: 'block',
  px: '2',
  fontSize: '13px',
  color: 'muted',
  _hover: { color: 'brand', borderColor: 'brand' },
});
