import { useEffect, useState } from 'react';

/**
 * Code that a page loads only when the reader needs it (the drawer's contents, a toast, the
 * new-build notice), so it stays out of what every page downloads at start (the client JS
 * budget).
 *
 * `onDemand(() => import('./X'))` gives one loader per module: calls share the request in flight or
 * its result, and a failed load (offline, or a deploy that removed the file) is forgotten, so the
 * next call tries again. A failure of the file itself is also reported by Vite (`vite:preloadError`),
 * which chunk-recovery.ts answers like any other missing chunk.
 */
export function onDemand<M>(importer: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * The module `load` gives, once `wanted` is truthy (it then stays loaded); null before it arrives,
 * or when it could not be loaded: nothing is shown, rather than a missing file taking the page down
 * with it. A count of requests (each click) as `wanted` tries again after a failure.
 */
export function useOnDemand<M>(load: () => Promise<M>, wanted: boolean | number): M | null {
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    load().then(
      // Vite answers a cancelled failure (the page is reloading) with no module at all.
      (loaded) => current && loaded && setModule(() => loaded),
      (error: unknown) => console.error('[on-demand] could not load a part of the page', error),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, module]);
  return module;
}
