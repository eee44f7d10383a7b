/** Streamed sections and client navigations change the page in bursts: a burst is over after this quiet. */
const SETTLE_MS = 300;

/**
 * Calls `callback` once each burst of changes to the page's elements has settled (the live gate and
 * the live runtime both read the page's quotes again then). Returns the stop.
 */
export function onPageSettled(callback: () => void): () => void {
  let pending = 0;
  const observer = new MutationObserver(() => {
    window.clearTimeout(pending);
    pending = window.setTimeout(callback, SETTLE_MS);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    window.clearTimeout(pending);
  };
}
