import type { Page } from '@playwright/test';

export interface TimedPush {
  at: number;
  event: Record<string, unknown>;
}

/** Records every dataLayer push with its time, and the time of the load event, from the very start. */
export async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; __pushes: TimedPush[]; __loadAt: number | null };
    w.__pushes = [];
    w.__loadAt = null;
    w.dataLayer = [];
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...items: unknown[]) => {
      for (const item of items) w.__pushes.push({ at: performance.now(), event: item as Record<string, unknown> });
      return push(...items);
    };
    window.addEventListener('load', () => {
      w.__loadAt = performance.now();
    });
  });
  return {
    pageViews: () => page.evaluate(() => (window as unknown as { __pushes: TimedPush[] }).__pushes.filter((p) => p.event.event === 'page_view')),
    loadAt: () => page.evaluate(() => (window as unknown as { __loadAt: number | null }).__loadAt),
  };
}
