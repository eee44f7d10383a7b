'use client';

import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { css } from 'styled-system/css';
import { chunkFailureTarget, reloadForChunkFailure } from './chunk-recovery';
import { navigationFailed } from './navigation-progress';
import { isChunkLoadError } from './reload-guard';

export const PAGE_ERROR_TITLE = '頁面載入失敗';
export const PAGE_ERROR_TEXT = '網路連線不穩，或網站剛剛更新。請重新整理再試一次。';

/**
 * Catches what a page could not render in the browser: a failed navigation (the server or the network
 * failed) and a page whose code could not be loaded (a deploy removed the old chunks). The router's
 * own handler, inside this one, has already followed redirects and 404s.
 *
 * A failed chunk reloads the page the reader was going to, once per path within 10 s
 * (reload-guard.ts); failing again inside that window, or any other failure, shows an error state with
 * 重新整理: never a blank page.
 */
interface BoundaryState {
  error: unknown;
  /** A chunk failure whose guarded reload is under way ("正在重新載入…" until the page goes). */
  reloading: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, reloading: isChunkLoadError(error) };
  }

  // Commit phase: the navigation in flight is still known (the next commit forgets it). Usually
  // chunk-recovery.ts has already reloaded or given up for this target; this covers a failure it missed.
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    navigationFailed();
    console.error('[RouteErrorBoundary]', error, info.componentStack);
    if (isChunkLoadError(error) && !reloadForChunkFailure(chunkFailureTarget())) this.setState({ reloading: false });
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    return <PageError reloading={reloading} />;
  }
}

/** The error state (or the moment before a reload). Back/forward from here loads the page in full. */
function PageError({ reloading }: { reloading: boolean }) {
  useEffect(() => {
    const onPopState = () => window.location.reload();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return (
    <main className={pageClass} data-testid="page-error" data-reloading={reloading ? 'true' : 'false'}>
      <title>{`${PAGE_ERROR_TITLE}｜美股通`}</title>
      {reloading ? (
        <p className={textClass}>正在重新載入…</p>
      ) : (
        <>
          <h1 className={titleClass}>{PAGE_ERROR_TITLE}</h1>
          <p className={textClass}>{PAGE_ERROR_TEXT}</p>
          <div className={actionsClass}>
            <button type="button" className={primaryClass} onClick={() => window.location.reload()}>
              重新整理
            </button>
            <a href="/" className={secondaryClass}>
              回到首頁
            </a>
          </div>
        </>
      )}
    </main>
  );
}

const pageClass = css({ minH: '70dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', px: '5', textAlign: 'center' });
const titleClass = css({ fontSize: '24px', fontWeight: 700, color: 'ink', m: 0 });
const textClass = css({ fontSize: '16px', color: 'muted', m: 0, maxW: '28em' });
const actionsClass = css({ display: 'flex', gap: '3', mt: '2', flexWrap: 'wrap', justifyContent: 'center' });
const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '44px',
  px: '5',
  borderRadius: 'md',
  fontSize: '16px',
  fontWeight: 700,
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid token(colors.brand)', outlineOffset: '2px' },
} as const;
const primaryClass = css(buttonBase, { bg: 'brand', color: 'onBrand', border: 'none', _hover: { bg: 'brandDark' } });
const secondaryClass = css(buttonBase, { bg: 'surface', color: 'brand', border: '1px solid token(colors.brand)' });
