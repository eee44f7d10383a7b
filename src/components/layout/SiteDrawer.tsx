'use client';

import { css, cx } from 'styled-system/css';
import { useRouter } from 'waku/router/client';
import { onDemand } from '../ui/on-demand';
import { useOnDemandDialog } from '../ui/use-on-demand-dialog';
import { headerIconButtonClass } from './header-styles';

// The sidebar's content is a chunk of its own: every page shows the ☰ button, few readers open it.
const loadPanel = onDemand(() => import('./SiteDrawerPanel'));

const DRAWER_ID = 'site-drawer';

/**
 * The black sidebar of phones and tablets: a menu button
 * that opens a drawer from the left (SiteDrawerPanel) with the search, the categories and the
 * account items. Every navigation closes it (the global route middleware closes the black
 * sidebar).
 *
 * The drawer's code loads when the reader reaches for the button (pointer down, Enter or Space on
 * it), so it is usually there by the time the click opens the drawer; it then stays mounted, so a
 * second opening is instant and keeps the focus handling of a drawer that was always there.
 */
export function SiteDrawer({ member }: { member: boolean }) {
  const { path, query } = useRouter();
  const { module: panel, open, close, triggerProps } = useOnDemandDialog(loadPanel);
  const here = query ? `${path}?${query}` : path;

  return (
    <>
      <button type="button" className={triggerClass} aria-label="開啟選單" {...triggerProps} aria-controls={panel ? DRAWER_ID : undefined} data-testid="drawer-button">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      {panel && <panel.SiteDrawerPanel id={DRAWER_ID} open={open} onClose={close} member={member} path={path} here={here} />}
    </>
  );
}

const triggerClass = cx(headerIconButtonClass, css({ laptop: { display: 'none' } }));
