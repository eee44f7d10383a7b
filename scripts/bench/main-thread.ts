/**
 * The browser's main-thread work for a page load ("main-thread time per page"),
 * measured in Chromium with the CPU slowed 4× as Lighthouse's mobile preset does: the total task time,
 * the script time and the style-and-layout time until the network is quiet (DevTools'
 * Performance.getMetrics), a blocking time (Σ of each long task's part beyond 50 ms, as TBT counts it,
 * from the `longtask` entries) and the element of the largest contentful paint. Median of `runs` fresh
 * contexts per page, phone viewport. A comparison figure between builds on one machine, not
 * Lighthouse's TBT (the Lighthouse step measures that).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { median } from './http-timing.ts';

export interface MainThread {
  taskMs: number;
  scriptMs: number;
  /** Style recalculation and layout: what the HTML's size and the style sheet's selectors cost. */
  styleLayoutMs: number;
  blockingMs: number;
  /** The largest contentful paint's element (tag and test id), to see whether a lazy picture is it. */
  lcpElement: string;
}

export async function measureMainThread(urls: readonly string[], runs = 3): Promise<Map<string, MainThread>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = new Map<string, MainThread>();
  try {
    for (const url of urls) {
      const samples: MainThread[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[]; __lcp: string };
          w.__longTasks = [];
          w.__lcp = '';
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element;
            const testId = element?.closest('[data-testid]')?.getAttribute('data-testid');
            w.__lcp = element ? `${element.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}` : '';
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Performance.enable');
        await page.goto(url, { waitUntil: 'networkidle' });
        const { metrics } = await cdp.send('Performance.getMetrics');
        const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1_000;
        const { longTasks, lcp } = await page.evaluate(() => {
          const w = window as unknown as { __longTasks: number[]; __lcp: string };
          return { longTasks: w.__longTasks, lcp: w.__lcp };
        });
        samples.push({
          lcpElement: lcp,
          taskMs: metric('TaskDuration'),
          scriptMs: metric('ScriptDuration'),
          styleLayoutMs: metric('RecalcStyleDuration') + metric('LayoutDuration'),
          blockingMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        });
        await context.close();
      }
      results.set(url, {
        lcpElement: samples.at(-1)?.lcpElement ?? '',
        taskMs: median(samples.map((s) => s.taskMs)),
        scriptMs: median(samples.map((s) => s.scriptMs)),
        styleLayoutMs: median(samples.map((s) => s.styleLayoutMs)),
        blockingMs: median(samples.map((s) => s.blockingMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
