import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';
import { STATIC_POPULAR_IDS } from '@/lib/stock/popular';
import { stockPath } from '@/lib/stock/tabs';
import { focusRing, pill, textButton } from '@/components/ui/control-styles';
import { Sheet } from '../ui/Sheet';
import { StockSearch } from './StockSearch';

type LinkTarget = Parameters<typeof Link>[0]['to'];

/**
 * The full-screen search panel of phones and tablets (SearchPanel.tsx owns its button and state and
 * loads this module when the reader first reaches for the button): the stock and article search,
 * focused, and the popular symbols.
 */
export function SearchPanelSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Sheet open={open} onClose={onClose} label="搜尋股票與文章" placement="full" testId="search-panel">
      <div className={panelClass}>
        <div className={topRowClass}>
          <StockSearch layout="inline" autoFocus onNavigate={onClose} testId="search-panel-form" />
          <button type="button" className={cancelClass} onClick={onClose} data-testid="search-panel-close">
            取消
          </button>
        </div>
        <section aria-labelledby="search-panel-popular" className={popularClass}>
          <h2 id="search-panel-popular" className={headingClass}>
            熱門股票
          </h2>
          <ul className={chipsClass}>
            {STATIC_POPULAR_IDS.map((id) => (
              <li key={id}>
                <Link to={stockPath(id, 'info') as LinkTarget} className={chipClass} onClick={onClose}>
                  {id}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Sheet>
  );
}

const panelClass = css({ display: 'grid', gap: '5', alignContent: 'start', maxW: '640px', mx: 'auto', px: '4', py: '3' });
const topRowClass = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', gap: '2' });
const cancelClass = css(textButton.raw(), focusRing.raw(), { h: '48px', px: '3', color: 'brand', fontSize: '16px', fontWeight: 600 });
const popularClass = css({ display: 'grid', gap: '2' });
const headingClass = css({ m: 0, fontSize: '14px', fontWeight: 700, color: 'muted' });
const chipsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: 0, p: 0 });
const chipClass = css(pill.raw({ tone: 'outline' }), focusRing.raw(), { display: 'inline-flex', alignItems: 'center', minH: '36px', px: '3', fontSize: '14px', fontWeight: 600, color: 'brand' });
