import { css } from 'styled-system/css';
import { CATEGORY_MENU, menuHref } from '../../lib/articles/categories';

/**
 * The category menu of spec §2. Pure HTML and CSS: sub-menus open on hover and on keyboard focus
 * (focus-within), so it works before (and without) JavaScript. On phones the main items scroll sideways.
 */
export function CategoryNav() {
  return (
    <nav aria-label="文章分類" className={navClass}>
      <ul className={listClass}>
        {CATEGORY_MENU.map((entry) => (
          <li key={entry.category.key} className={itemClass}>
            <a href={menuHref(entry)} className={linkClass}>
              {entry.category.name}
            </a>
            {entry.items.length > 0 && (
              <ul className={subMenuClass} aria-label={`${entry.category.name}子分類`}>
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className={subLinkClass}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navClass = css({ overflowX: 'auto', laptop: { overflowX: 'visible' }, scrollbarWidth: 'none' });
const listClass = css({ display: 'flex', gap: '1', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' });
const itemClass = css({
  position: 'relative',
  '&:hover > ul, &:focus-within > ul': { laptop: { display: 'block' } },
});
const linkClass = css({
  display: 'block',
  px: '3',
  py: '2',
  fontSize: '15px',
  fontWeight: 500,
  color: 'white',
  borderRadius: 'md',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '-2px' },
});
const subMenuClass = css({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  minW: '140px',
  listStyle: 'none',
  m: 0,
  p: '1',
  bg: 'surface',
  borderRadius: 'md',
  boxShadow: '0 8px 24px rgba(15,30,60,0.18)',
  zIndex: 20,
});
const subLinkClass = css({
  display: 'block',
  px: '3',
  py: '2',
  fontSize: '14px',
  color: 'ink',
  borderRadius: 'sm',
  _hover: { bg: 'canvas', color: 'brand' },
  _focusVisible: { outline: '2px solid token(colors.brand)' },
});
