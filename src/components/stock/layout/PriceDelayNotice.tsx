'use client';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { focusRing, iconButton } from '@/components/ui/control-styles';
import { CloseIcon } from '@/components/ui/icons';

/** A stored local key: set once the reader closed the price-delay tip. */
export const CLOSED_PRICE_TIPS_KEY = 'closedStockPriceTips';

export const PRICE_DELAY_TEXT = '股價資訊可能延遲至少 15 分鐘，僅供參考，不構成投資建議。';
/** While the page's quotes tick live: the delay text would contradict the 盤中 badge beside a moving price. */
export const PRICE_LIVE_TEXT = '股價即時更新中，僅供參考，不構成投資建議。';

/**
 * The dismissible price-delay notice: a slim line in the page's flow, between the stock tab's
 * content and the footer (StockLayout's `notice`), so it never lies over a table header or a chart
 * legend as the fixed banner it replaced did.
 *
 * Why it cannot shift the layout: its slot keeps the notice's height whether or not the notice
 * shows. The server renders the notice hidden (it cannot read localStorage); after hydration it
 * shows in that reserved room unless the reader closed it before, so a reader who closed it never
 * sees it flash and nothing moves for anyone. Closing it leaves the room empty (a gap above the
 * footer) rather than pulling the footer up under the reader's finger. localStorage may be
 * unavailable (privacy modes): then the tip shows and closing it lasts for this page view.
 *
 * What it says is what is true of the prices the reader sees: live while the page's
 * socket delivers quotes none of which is delayed (the live runtime marks <html> with
 * LIVE_FEED_ATTRIBUTE), else that they may be delayed. Both texts are in the markup and CSS shows one,
 * so the switch costs no render and no script here.
 */
export function PriceDelayNotice() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // localStorage exists only in the browser and is read after hydration, so the server's HTML
    // (notice hidden) matches the first client render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(readClosed() !== true);
  }, []);

  const close = () => {
    setOpen(false);
    try {
      window.localStorage.setItem(CLOSED_PRICE_TIPS_KEY, 'true');
    } catch {
      // Storage refused: the tip stays closed until the next page load.
    }
  };

  return (
    <div className={slotClass} data-testid="price-delay-slot">
      <aside className={noticeClass} hidden={!open} aria-label="報價說明" data-testid="price-delay-notice">
        <p className={textClass}>
          <span className={liveTextClass}>{PRICE_LIVE_TEXT}</span>
          <span className={delayedTextClass}>{PRICE_DELAY_TEXT}</span>
        </p>
        <button type="button" className={closeClass} onClick={close} aria-label="關閉報價說明" data-testid="price-delay-close">
          <CloseIcon size={14} lineWidth={2.6} />
        </button>
      </aside>
    </div>
  );
}

function readClosed(): boolean {
  try {
    return window.localStorage.getItem(CLOSED_PRICE_TIPS_KEY) !== null;
  } catch {
    return false;
  }
}

// Two lines of 13 px text on a phone, one from tablet width; the slot holds that height either way.
const slotClass = css({ w: '100%', maxW: '1200px', mx: 'auto', px: '4', h: '56px', tablet: { h: '44px' } });
const noticeClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  h: '100%',
  pl: '3',
  pr: '1',
  bg: 'surface',
  color: 'muted',
  border: '1px solid token(colors.line)',
  borderLeft: '3px solid token(colors.brand)',
  borderRadius: 'md',
  fontSize: '13px',
  '&[hidden]': { display: 'none' },
});
const textClass = css({ flex: 1, minW: 0, m: 0, lineHeight: '1.5' });
// Literal selectors (Panda extracts styles statically): `[data-live-feed]` is LIVE_FEED_ATTRIBUTE on <html>.
const liveTextClass = css({ display: 'none', '[data-live-feed] &': { display: 'inline' } });
const delayedTextClass = css({ '[data-live-feed] &': { display: 'none' } });
const closeClass = css(iconButton.raw({ on: 'light', size: 'md' }), focusRing.raw(), { flexShrink: 0 });
