import { css } from 'styled-system/css';
import { focusRing, pill, underlineTab } from '@/components/ui/control-styles';
import { scrollCue } from '@/components/ui/scroll-cue';
import type { CategoryMenuView, MenuLink } from './category-menu';

/**
 * The menu above a category's articles: the six main categories, and the current one's
 * sub-items like the header's sub-menu, the page's own entries marked aria-current. Plain links.
 */
export function CategoryMenu({ menu }: { menu: CategoryMenuView }) {
  return (
    <nav aria-label="分類選單" className={navClass} data-testid="category-menu">
      <ul className={mainListClass}>
        {menu.mains.map((link) => (
          <MenuItem key={link.href} link={link} className={mainLinkClass} />
        ))}
      </ul>
      {menu.subs.length > 0 && (
        <ul className={subListClass} aria-label={`${menu.mains.find((l) => l.current)?.label ?? ''}子分類`} data-testid="category-submenu">
          {menu.subs.map((link) => (
            <MenuItem key={link.href} link={link} className={subLinkClass} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function MenuItem({ link, className }: { link: MenuLink; className: string }) {
  return (
    <li>
      <a href={link.href} className={className} aria-current={link.current ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  );
}

const navClass = css({ display: 'grid', gap: '2', minW: 0 });
/**
 * Both rows scroll sideways on phones rather than wrap (the header menu does the same), their
 * scrollbars hidden; a shadow at an edge where more categories lie says so (the site's one scroll
 * cue, scroll-cue.ts), on the page's ground they stand on.
 */
const listStyle = { display: 'flex', gap: '2', listStyle: 'none', m: 0, p: 0, overflowX: 'auto', whiteSpace: 'nowrap', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } } as const;
const mainListClass = css(scrollCue.raw({ ground: 'canvas' }), listStyle, { borderBottom: '1px solid token(colors.line)' });
// py: room above and below the pills (opaque) where the cue's shadow shows.
const subListClass = css(scrollCue.raw({ ground: 'canvas' }), listStyle, { py: '1' });
const mainLinkClass = css(underlineTab.raw(), focusRing.raw({ offset: 'inset' }), { py: '2', fontWeight: 600, _hover: { color: 'brand' } });
const subLinkClass = css(pill.raw({ tone: 'outline', selectable: true }), focusRing.raw({ offset: 'outset' }), {
  display: 'block',
  px: '3',
  py: '1',
  fontSize: '14px',
  color: 'ink',
  _hover: { borderColor: 'brand', color: 'brand' },
});
