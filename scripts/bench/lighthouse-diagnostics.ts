/**
 * What Lighthouse says costs a page the most: its failed insights and opportunities with their
 * estimated savings, and the diagnostics that explain TBT and LCP (main-thread work, long tasks,
 * the LCP element and its phases, layout shifts). Read from one run's result (the median run).
 */
import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];

const fixed = (value: number, digits = 0) => value.toFixed(digits);

/** "LCP −350 ms, FCP −300 ms" from an audit's metricSavings, largest first; empty when none. */
function savings(audit: Audit): string {
  const entries = Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0) as [string, number][];
  return entries
    .sort((a, b) => b[1] - a[1])
    .map(([metric, v]) => (metric === 'CLS' ? `${metric} −${fixed(v, 3)}` : `${metric} −${fixed(v)} ms`))
    .join(', ');
}

/** Failed performance audits (insights and opportunities), those with the largest savings first. */
export function failedAudits(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const metricIds = new Set(refs.filter((r) => r.group === 'metrics').map((r) => r.id));
  const failed = refs
    .filter((r) => !metricIds.has(r.id))
    .map((r) => lhr.audits[r.id])
    .filter((a): a is Audit => a !== undefined && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    // Hidden metrics (TTI, max potential FID) are figures, not advice: only those with savings stay.
    .filter((a) => a.scoreDisplayMode !== 'numeric' || savings(a) !== '');
  const weight = (a: Audit) => Object.values(a.metricSavings ?? {}).reduce<number>((sum, v) => sum + (typeof v === 'number' ? (v < 1 ? v * 10_000 : v) : 0), 0);
  return failed.sort((a, b) => weight(b) - weight(a)).map((a) => [a.title, a.displayValue, savings(a)].filter(Boolean).join(' — '));
}

/** A row of a Lighthouse table audit. */
export interface Item {
  [key: string]: unknown;
}
export const itemsOf = (audit: Audit | undefined): Item[] => {
  const details = audit?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Item[]) : [];
};

/** Main-thread work by kind (script evaluation, style & layout, parsing…), largest three. */
export function mainThreadBreakdown(lhr: Result): string {
  const items = itemsOf(lhr.audits['mainthread-work-breakdown']) as { groupLabel?: string; duration?: number }[];
  return items
    .filter((i) => typeof i.duration === 'number')
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 3)
    .map((i) => `${i.groupLabel} ${fixed(i.duration ?? 0)} ms`)
    .join(', ');
}

/** Long tasks (simulated durations): how many, and the longest with their source. */
export function longTasks(lhr: Result): string {
  const items = itemsOf(lhr.audits['long-tasks']) as { url?: string; duration?: number }[];
  if (items.length === 0) return 'no long task';
  const top = items
    .slice()
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 2)
    .map((t) => `${fixed(t.duration ?? 0)} ms ${shortUrl(t.url)}`);
  return `${items.length} long task${items.length > 1 ? 's' : ''} (${top.join(', ')})`;
}

/** Script CPU time (bootup-time): the two heaviest scripts. */
export function heaviestScripts(lhr: Result): string {
  const items = itemsOf(lhr.audits['bootup-time']) as { url?: string; total?: number; scripting?: number }[];
  return items
    .slice(0, 2)
    .map((i) => `${shortUrl(i.url)} ${fixed(i.total ?? 0)} ms (script ${fixed(i.scripting ?? 0)})`)
    .join(', ');
}

function shortUrl(url: string | undefined): string {
  if (!url) return '?';
  try {
    const parsed = new URL(url);
    return parsed.pathname.length > 1 ? parsed.pathname.split('/').slice(-1)[0] || parsed.pathname : parsed.pathname;
  } catch {
    return url;
  }
}

/** The LCP element (its HTML snippet, short) and the LCP phases from the lcp-breakdown insight. */
export function lcpElement(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; items?: Item[] }[] } | undefined;
  const parts: string[] = [];
  for (const block of details?.items ?? []) {
    if (block.type === 'node') {
      const node = block as unknown as { snippet?: string; nodeLabel?: string };
      parts.push(`element ${(node.snippet ?? node.nodeLabel ?? '?').slice(0, 90)}`);
    }
    if (block.type === 'table') {
      for (const row of block.items ?? []) {
        const label = String(row.label ?? row.subpart ?? '');
        if (typeof row.duration === 'number') parts.push(`${label} ${fixed(row.duration)} ms`);
      }
    }
  }
  return parts.length ? `LCP ${parts.join(', ')}` : '';
}

/** Layout shifts: how many, and the largest shift's element. */
export function layoutShifts(lhr: Result): string {
  const items = itemsOf(lhr.audits['layout-shifts']) as { node?: { snippet?: string }; score?: number }[];
  if (items.length === 0) return 'no layout shift';
  const top = items[0];
  return `${items.length} layout shift${items.length > 1 ? 's' : ''}, largest ${fixed(top?.score ?? 0, 3)} on ${(top?.node?.snippet ?? '?').slice(0, 80)}`;
}

/** One line's worth for a page: failed audits first, then what explains TBT, LCP and CLS. */
export function diagnosticsOf(lhr: Result): string[] {
  return [...failedAudits(lhr), `main thread: ${mainThreadBreakdown(lhr)}`, longTasks(lhr), `heaviest scripts: ${heaviestScripts(lhr)}`, lcpElement(lhr), layoutShifts(lhr)].filter(Boolean);
}
