'use client';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { focusRing, iconButton } from '@/components/ui/control-styles';

/** Spec §3 stored local key: set once the reader closed the price-delay tip. */
export const CLOSED_PRICE_TIPS_KEY = 'closedStockPriceTips';

/**
 * The dismissible price-delay notice. Why it cannot shift the layout: it is a fixed-position
 * banner at the bottom of the viewport (out of the document flow), rendered hidden on the server
 * and shown after hydration only if the reader has not closed it before. So a reader who closed it
 * never sees it flash, and showing or hiding it moves nothing (CLS only counts in-flow elements that
 * move). localStorage may be unavailable (privacy modes): then the tip shows and closing it lasts
 * for this page view.
 */
export function PriceDelayNotice() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // sessionStorage exists only in the browser and is read after hydration, so the server's HTML
    // (notice closed) matches the first client render.
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
    <aside className={noticeClass} hidden={!open} aria-label="報價說明" data-testid="price-delay-notice">
      <p className={textClass}>股價資訊可能延遲至少 15 分鐘，僅供參考，不構成投資建議。</p>
      <button type="button" className={closeClass} onClick={close} aria-label="關閉報價延遲提示" data-testid="price-delay-close">
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

function readClosed(): boolean {
  try {
    return window.localStorage.getItem(CLOSED_PRICE_TIPS_KEY) !== null;
  } catch {
    return false;
  }
}

const noticeClass = css({
  position: 'fixed',
  zIndex: 20,
  insetX: '3',
  bottom: '3',
  mx: 'auto',
  maxW: '560px',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  pl: '4',
  pr: '1',
  py: '1',
  bg: 'ink',
  color: 'white',
  borderRadius: 'lg',
  boxShadow: '0 6px 24px rgba(15,30,60,0.25)',
  fontSize: '13px',
  '&[hidden]': { display: 'none' },
});
const textClass = css({ flex: 1, m: 0, lineHeight: '1.5' });
const closeClass = css(iconButton.raw({ on: 'dark', size: 'md' }), focusRing.raw({ on: 'dark' }));
