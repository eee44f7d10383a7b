'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { showGlobalDialog } from '../dialogs/global-dialog-events';
import { focusRing, pill } from '@/components/ui/control-styles';
import { StarIcon } from '@/components/ui/icons';
import { showToast } from '../ui/toast-bus';
import { setWatched } from './watchlist-actions';
import { rememberWatchlistIntent, takeWatchlistIntent } from './watchlist-intent';
import { addedText, removedText, UNKNOWN_STOCK_TEXT, WATCHLIST_ADD_LABEL, WATCHLIST_ADDED_LABEL, type WatchlistOutcome, watchlistFullText } from './watchlist-outcome';
import { useHydrated } from '@/components/ui/use-hydrated';
import { reportSessionRefused, useSessionEnded } from '@/components/auth/session-ended';

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * 「加入自選」 / 「已加入自選」, on the stock info bar, the search results and the empty
 * watchlist. A member's tap shows the new state at once and the server function confirms it; a
 * refusal rolls it back with the reason (the 100-stock limit, an unknown stock) or the API error
 * dialog. A guest gets the login-required dialog; choosing 登入 there remembers the stock, and it is
 * added when the reader comes back signed in.
 */
export function WatchlistToggle({
  stockId,
  stockName,
  initial,
  size = 'bar',
  onChange,
}: {
  stockId: string;
  /** For the toasts and the accessible name: 「輝達」. */
  stockName: string;
  initial: 'in' | 'out' | 'guest';
  size?: 'bar' | 'row';
  /** After a confirmed change (the empty watchlist reloads to show the new list). */
  onChange?: (inList: boolean) => void;
}) {
  const [inList, setInList] = useState(initial === 'in');
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  // A session that ended while the page stayed open: a guest's button at once.
  const reader = useSessionEnded() ? 'guest' : initial;

  const write = async (want: boolean) => {
    setPending(true);
    setInList(want);
    let outcome: WatchlistOutcome;
    try {
      outcome = await setWatched(stockId, want);
    } catch (err) {
      console.error('[watchlist] toggle failed', err);
      outcome = { status: 'error' };
    }
    setPending(false);
    if (outcome.status === 'ok') {
      setInList(outcome.inList);
      showToast(
        outcome.inList
          ? { message: addedText(stockName), link: { label: '查看自選股', href: '/watchlist' } }
          : { message: removedText(stockName), action: { label: '復原', onClick: () => void write(true) } },
      );
      onChange?.(outcome.inList);
      return;
    }
    setInList(!want);
    if (outcome.status === 'full') showToast({ message: watchlistFullText(outcome.max), tone: 'error' });
    else if (outcome.status === 'unknown-stock') showToast({ message: UNKNOWN_STOCK_TEXT, tone: 'error' });
    // Rendered for a member, refused as a guest: the session is gone (AuthRuntime finds out and says so).
    else if (outcome.status === 'login-required') reportSessionRefused();
    else showGlobalDialog('api-error');
  };

  const addAfterSignIn = useEffectEvent(() => void write(true));
  useEffect(() => {
    // Back from signing in with the stock the reader wanted as a guest: add it now (the intent is taken once).
    if (initial === 'out' && takeWatchlistIntent(session(), stockId)) addAfterSignIn();
  }, [initial, stockId]);

  const onClick = () => {
    if (pending) return;
    if (reader === 'guest') {
      showGlobalDialog('login-required', { beforeLogin: () => rememberWatchlistIntent(session(), stockId) });
      return;
    }
    void write(!inList);
  };

  return (
    <button
      type="button"
      className={cx(buttonClass, size === 'row' && rowClass)}
      aria-pressed={reader === 'guest' ? undefined : inList}
      aria-label={`${inList ? WATCHLIST_ADDED_LABEL : WATCHLIST_ADD_LABEL}：${stockName}`}
      aria-busy={pending || undefined}
      data-in-list={inList ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="watchlist-toggle"
      onClick={onClick}
    >
      <StarIcon size={16} filled={inList} className={starClass} />
      <span>{inList ? WATCHLIST_ADDED_LABEL : WATCHLIST_ADD_LABEL}</span>
    </button>
  );
}

/** The toggle's exact box while a member's list is on its way (nothing shifts when it arrives). */
export function WatchlistTogglePlaceholder({ size = 'bar' }: { size?: 'bar' | 'row' }) {
  return (
    <span className={cx(buttonClass, size === 'row' && rowClass, placeholderClass)} aria-hidden="true">
      <StarIcon size={16} className={starClass} />
      <span>{WATCHLIST_ADD_LABEL}</span>
    </span>
  );
}

const buttonClass = css(pill.raw(), focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  w: '96px',
  h: '36px',
  px: '1',
  border: '1.5px solid token(colors.brand)',
  bg: 'surface',
  color: 'brand',
  fontSize: '13px',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'blueTint' },
  '&[data-in-list="true"]': { bg: 'brand', color: 'onBrand', _hover: { bg: 'brandDark' } },
  '&[aria-busy="true"]': { cursor: 'progress' },
});
const rowClass = css({ w: '92px', h: '32px', fontSize: '12.5px' });
const starClass = css({ flexShrink: 0 });
const placeholderClass = css({ opacity: 0.5, cursor: 'default' });
