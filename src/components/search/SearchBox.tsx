import { css, cx } from 'styled-system/css';
import { type AUTO_SEARCH_TYPE, MAX_KEYWORD_LENGTH } from '@/lib/articles/search-params';
import type { SearchType } from '@/lib/upstream/article/schemas';
import { focusRing, textInput } from '@/components/ui/control-styles';
import { SearchIcon } from '@/components/ui/icons';

/**
 * The search form of the search pages and the article sidebar: a plain GET to /search?q=…
 * (src/pages/(article)/search/index.tsx), which works without JavaScript. Without `type` it is the
 * site search: a symbol or a stock's whole Chinese name goes to the stock page, anything else to
 * /search/{keyword}. With `type` (the results page) it stays an article search: of that field, or with
 * `auto` of the field the results page picks by its counts.
 */
export function SearchBox({ defaultValue, type, compact = false }: { defaultValue?: string; type?: SearchType | typeof AUTO_SEARCH_TYPE | undefined; compact?: boolean }) {
  return (
    <form action="/search" method="get" role="search" aria-label="搜尋文章" className={cx(formClass, compact && compactFormClass)} data-testid="search-box">
      <input
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={type ? '搜尋文章、標籤或股票代號' : '搜尋股票或文章'}
        aria-label="搜尋關鍵字"
        maxLength={MAX_KEYWORD_LENGTH}
        required
        enterKeyHint="search"
        className={cx(inputClass, compact && compactInputClass)}
      />
      {type && <input type="hidden" name="type" value={type} />}
      <button type="submit" className={cx(buttonClass, compact && compactButtonClass)} aria-label="搜尋">
        <SearchIcon size={18} />
        {!compact && <span>搜尋</span>}
      </button>
    </form>
  );
}

const formClass = css({ display: 'flex', gap: '2', w: '100%', maxW: '640px', h: '44px' });
const compactFormClass = css({ maxW: '260px', h: '36px', gap: '0' });
const inputClass = css(textInput.raw(), focusRing.raw({ offset: 'zero' }), { flex: 1, minW: 0, px: '3' });
const compactInputClass = css({ fontSize: '14px', borderRightRadius: '0', border: 'none', bg: 'surface' });
const buttonClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '4',
  border: 'none',
  borderRadius: 'md',
  bg: 'brand',
  color: 'onBrand',
  fontSize: '15px',
  fontWeight: 600,
  cursor: 'pointer',
  _hover: { bg: 'brandDark' },
});
const compactButtonClass = css(focusRing.raw({ on: 'dark' }), { px: '3', borderLeftRadius: '0', bg: 'brandDark' });
