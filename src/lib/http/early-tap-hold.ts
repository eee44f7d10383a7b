/**
 * The first tap before hydration is kept, not lost. Hydration waits for the first paint and
 * then runs in slices, and until the root has committed React cannot answer a tap (a tap on a root
 * still waiting for its payload is dropped). The edge puts this small script at the top of every page
 * (functions/security-headers.ts, with the request's nonce): until the page's client runtime has
 * committed (src/components/runtime/EarlyTapReplay.tsx) it keeps the last click on a script-only button
 * (`type="button"`) from everything else on the page, then that button is clicked again and React
 * runs its handler. Links, submit buttons and forms keep their own meaning (they work as plain HTML),
 * and so does every click if the page's script never runs.
 */
export const EARLY_TAP_HOLD_GLOBAL = '__usstockTapHold';

/** What the script leaves on `window`. */
export interface EarlyTapHold {
  /** Stops holding; returns the button last tapped, if any. */
  release(): HTMLElement | null;
}

/**
 * The inline script (ES5, no dependencies: it runs before any module). stopImmediatePropagation: React
 * listens on the document too, and must not see the tap before it can answer it.
 */
export const EARLY_TAP_HOLD_SCRIPT = `(function(){var held=null;function hold(e){if(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var t=e.target&&e.target.closest?e.target.closest('button[type="button"]'):null;if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();held=t}document.addEventListener('click',hold,true);window.${EARLY_TAP_HOLD_GLOBAL}={release:function(){document.removeEventListener('click',hold,true);var t=held;held=null;return t}}})();`;
