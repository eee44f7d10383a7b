'use client';

import { SearchIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { headerIconButtonClass } from '../layout/header-styles';
import { onDemand } from '../ui/on-demand';
import { useOnDemandDialog } from '../ui/use-on-demand-dialog';

// The panel is a chunk of its own: every phone page shows the 🔍 button, fewer readers open it.
const loadSheet = onDemand(() => import('./SearchPanelSheet'));

/**
 * The search of phones and tablets (the global UI flag "search visible"): a button
 * in the header that opens a full-screen panel (SearchPanelSheet) with the stock and article search
 * and the popular symbols. Before the page's script runs it is a link to /search, whose form works
 * without it. Any navigation closes the panel.
 *
 * The panel's code loads when the reader reaches for the button (pointer down, Enter or Space on
 * it), so it is usually there by the time the click opens the panel; it then stays mounted.
 */
export function SearchPanel() {
  const { module: sheet, open, close, triggerProps } = useOnDemandDialog(loadSheet);
  const hydrated = useHydrated();

  return (
    <>
      {hydrated ? (
        <button type="button" className={headerIconButtonClass} aria-label="搜尋" {...triggerProps} data-testid="search-panel-button" data-hydrated="true">
          <SearchIcon size={22} />
        </button>
      ) : (
        <a href="/search" className={headerIconButtonClass} aria-label="搜尋" data-testid="search-panel-button">
          <SearchIcon size={22} />
        </a>
      )}
      {sheet && <sheet.SearchPanelSheet open={open} onClose={close} />}
    </>
  );
}
