'use client';

import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { type Unstable_RouteHref, useRouter } from 'waku/router/client';
import { useHydrated } from '@/components/ui/use-hydrated';
import { onDemand } from '@/components/ui/on-demand';

// What makes the form live is a chunk of its own (screener-live.ts): most readers of a screen only read it.
const loadLive = onDemand(() => import('./screener-live'));

/**
 * The screen's GET form, as the server rendered it, plus what the reader's first touch on it loads
 * (pointer down, focus, a key): from then on each change applies at once through the client router
 * (the page re-renders in place, the URL follows, Back restores the screen before) and a typed range
 * shows its count before it is applied. Before that, and without JavaScript, it is a plain form.
 */
export function LiveScreenerForm({ action, className, presetKeys, children }: { action: string; className: string; presetKeys: string; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const routerRef = useRef(router);
  const hydrated = useHydrated();
  useEffect(() => {
    routerRef.current = router;
  });
  const attach = (live: typeof import('./screener-live')) => {
    const element = form.current;
    if (element) live.attach(element, action, (to) => void routerRef.current.push(to as Unstable_RouteHref, { scroll: false }).catch(() => {}));
  };
  // A new screen rendered (the reader's change, Back, a link), perhaps in a new form: once the reader has
  // touched a screener form in this tab, this one is live at once, its fields showing the screen (unless being typed in).
  const onScreen = useEffectEvent(() => {
    if (!woken) return;
    void loadLive().then((live) => {
      attach(live);
      if (form.current) live.showScreen(form.current);
    });
  });
  useEffect(() => onScreen(), [router.query, router.path]);
  const wake = () => {
    woken = true;
    loadLive().then(attach, () => {});
  };
  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={className}
      onPointerDownCapture={wake}
      onFocusCapture={wake}
      onKeyDownCapture={wake}
      data-preset-keys={presetKeys || undefined}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="screener-form"
    >
      {children}
    </form>
  );
}

/** The reader has touched a screener form in this tab: its code is (being) loaded. */
let woken = false;
