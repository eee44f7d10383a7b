import { css, cx } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { stockTagLinks, tagLinks } from './taxonomy';

/** Tags → /tag/{tag}, stock tags → /stock/{id}/info. Text from the author, shown as text. */
export function ArticleTags({ tags, stockTags }: { tags: readonly string[]; stockTags: readonly string[] }) {
  const tagItems = tagLinks(tags);
  const stockItems = stockTagLinks(stockTags);
  if (tagItems.length === 0 && stockItems.length === 0) return null;
  return (
    <footer className={footerClass}>
      {stockItems.length > 0 && (
        <nav aria-label="相關個股" className={rowClass}>
          <span className={labelClass}>相關個股</span>
          <ul className={listClass}>
            {stockItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={stockChipClass} data-testid="article-stock-tag">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tagItems.length > 0 && (
        <nav aria-label="文章標籤" className={rowClass}>
          <span className={labelClass}>標籤</span>
          <ul className={listClass}>
            {tagItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={tagChipClass} data-testid="article-tag">
                  #{item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </footer>
  );
}

const footerClass = css({ display: 'grid', gap: '3', pt: '4', borderTop: '1px solid token(colors.line)' });
const rowClass = css({ display: 'flex', gap: '3', alignItems: 'baseline' });
const labelClass = css({ fontSize: '13px', color: 'muted', flexShrink: 0, w: '4.5em' });
const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: '2' });
const chipClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-block',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  fontSize: '14px',
  maxW: '16em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});
const tagChipClass = cx(chipClass, css({ bg: 'blueTint', color: 'brand', _hover: { bg: 'blueTintHover' } }));
const stockChipClass = cx(chipClass, css({ bg: 'surface', color: 'ink', border: '1px solid token(colors.line)', fontWeight: 600, _hover: { borderColor: 'brand', color: 'brand' } }));
