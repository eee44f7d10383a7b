'use client';

import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';
import { STATIC_POPULAR_IDS } from '@/lib/stock/popular';
import { stockPath } from '@/lib/stock/tabs';
import { focusRing, pill, textButton } from '@/components/ui/control-styles';
import { SearchIcon } from '@/components/ui/icons';
import { headerIconButtonClass } from '../layout/header-styles';
import { Sheet } from '../ui/Sheet';
import { useOpenUntilNavigation } from '../ui/use-open-until-navigation';
import { StockSearch } from './StockSearch';
import { useHydrated } from '@/components/ui/use-hydrated';

type LinkTarget = Parameters<typeof Link>[0]['to'];

/**
 * The search of phones and tablets (issue 10 §2; spec §3 global UI flag "search visible"): a button
 * in the header that opens a full-screen panel with the stock and article search and the popular
 * symbols. Before the page's script runs it is a link to /search, whose form works without it.
 * Any navigation closes the panel.
 */
export function SearchPanel() {
  const { open, openHere, close } = useOpenUntilNavigation();
  const hydrated = useHydrated();

  return (
    <>
      {hydrated ? (
        <button type="button" className={headerIconButtonClass} aria-label="搜尋" aria-haspopup="dialog" aria-expanded={open} onClick={openHere} data-testid="search-panel-button" data-hydrated="true">
          <SearchIcon size={22} />
        </button>
      ) : (
        <a href="/search" className={headerIconButtonClass} aria-label="搜尋" data-testid="search-panel-button">
          <SearchIcon size={22} />
        </a>
      )}
      <Sheet open={open} onClose={close} label="搜尋股票與文章" placement="full" testId="search-panel">
        <div className={panelClass}>
          <div className={topRowClass}>
            <StockSearch layout="inline" autoFocus onNavigate={close} testId="search-panel-form" />
            <button type="button" className={cancelClass} onClick={close} data-testid="search-panel-close">
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
                  <Link to={stockPath(id, 'info') as LinkTarget} className={chipClass} onClick={close}>
                    {id}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Sheet>
    </>
  );
}

const panelClass = css({ display: 'grid', gap: '5', alignContent: 'start', maxW: '640px', mx: 'auto', px: '4', py: '3' });
const topRowClass = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', gap: '2' });
const cancelClass = css(textButton.raw(), focusRing.raw(), { h: '48px', px: '3', color: 'brand', fontSize: '16px', fontWeight: 600 });
const popularClass = css({ display: 'grid', gap: '2' });
const headingClass = css({ m: 0, fontSize: '14px', fontWeight: 700, color: 'muted' });
const chipsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: 0, p: 0 });
const chipClass = css(pill.raw({ tone: 'outline' }), focusRing.raw(), {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '36px',
  px: '3',
  fontSize: '14px',
  fontWeight: 600,
  color: 'brand',
});
