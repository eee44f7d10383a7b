/** Wall-clock timings of one page load over HTTP, as a returning visitor (cookies kept). */
export interface Timing {
  status: number;
  /** Until the first body bytes arrive: the shell. */
  ttfbMs: number;
  /** Until the stream ends: every Suspense boundary filled. */
  fullMs: number;
  bytes: number;
  headers: Headers;
  /** The page as text (decoded after the clock stopped). */
  body: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

export async function timePage(url: string, jar: CookieJar, signal?: AbortSignal): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual', signal: signal ?? null, headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (bench) Chrome/131.0 Safari/537.36', cookie: jar.header() } });
  jar.store(res);
  let ttfbMs = Number.NaN;
  const chunks: Uint8Array[] = [];
  if (res.body) {
    const reader = res.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (Number.isNaN(ttfbMs)) ttfbMs = performance.now() - started;
      chunks.push(chunk.value);
    }
  }
  const fullMs = performance.now() - started;
  const body = Buffer.concat(chunks);
  return { status: res.status, ttfbMs: Number.isNaN(ttfbMs) ? fullMs : ttfbMs, fullMs, bytes: body.byteLength, headers: res.headers, body: body.toString('utf8') };
}

/** Milliseconds as a table cell: whole, or — when not measured. */
export const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : '—');

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The nearest-rank percentile: the value `share` of the way up the sorted values (p99: 0.99); NaN for none. */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};
