/**
 * The benchmark's first table (scripts/bench.ts): each page's TTFB (the shell) and full page (every
 * Suspense boundary streamed), the median of `runs` loads as a returning visitor, on the cold worker
 * (EDGE_CACHE=off: every upstream call misses) and the warm one, at each sandbox latency; and at
 * 300 ms the two ratios the targets are set on.
 */
import { CookieJar, fmt, median, timePage } from './http-timing.ts';

export interface PageTimingRun {
  /** Name → path; a name starting with "baseline" is shown but has no target. */
  pages: Record<string, string>;
  latencies: readonly number[];
  runs: number;
  origins: Record<'cold' | 'warm', string>;
  setLatency: (ms: number) => Promise<void>;
}

/** The table's rows (page, status, latency, cold and warm TTFB and full) and the targets' rows. */
export async function pageTimingRows({ pages, latencies, runs, origins, setLatency }: PageTimingRun): Promise<{ rows: string[]; ratios: string[] }> {
  const rows: string[] = [];
  const ratios: string[] = [];
  const statuses = new Map<string, number>();
  for (const latency of latencies) {
    await setLatency(latency);
    for (const [name, path] of Object.entries(pages)) {
      const figures: Record<'cold' | 'warm', { ttfb: number; full: number }> = { cold: { ttfb: 0, full: 0 }, warm: { ttfb: 0, full: 0 } };
      for (const cache of ['cold', 'warm'] as const) {
        const origin = origins[cache];
        const jar = new CookieJar();
        await timePage(origin + path, jar); // first visit: guest token, and for "warm" the cache fill
        const samples = [];
        for (let i = 0; i < runs; i += 1) samples.push(await timePage(origin + path, jar));
        statuses.set(name, samples[0]?.status ?? 0);
        figures[cache] = { ttfb: median(samples.map((s) => s.ttfbMs)), full: median(samples.map((s) => s.fullMs)) };
      }
      rows.push(`| ${name} | ${statuses.get(name)} | ${latency} | ${fmt(figures.cold.ttfb)} | ${fmt(figures.cold.full)} | ${fmt(figures.warm.ttfb)} | ${fmt(figures.warm.full)} |`);
      // A page that is not built yet answers 404: its row is shown, but no target applies to it.
      if (latency === 300 && !name.startsWith('baseline') && statuses.get(name) === 200) {
        ratios.push(`| ${name} | ${(figures.cold.ttfb / 300).toFixed(2)} (≤ 0.15) | ${(figures.warm.full / 300).toFixed(2)} (≤ 0.20) |`);
      }
    }
  }
  return { rows, ratios };
}
