import { type CookieJar, median, percentile } from './http-timing.ts';

/** One request of a load loop: where, with which headers, and what to do with the answer (before its body is read). */
export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  onResponse?: (res: Response) => void;
}

export interface LoadLoopResult {
  /** Per request, sorted ascending. */
  latencies: number[];
  /** Status → count; 'error' for requests that got no answer. */
  statuses: Record<string, number>;
  seconds: number;
}

/**
 * `clients` clients, each sending the request `next()` answers and reading its body whole, back to
 * back, until `next()` answers null. The one loop behind the bench's load step and the soak.
 */
export async function runLoadLoop(clients: number, next: () => LoadRequest | null): Promise<LoadLoopResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
  const client = async () => {
    for (let request = next(); request; request = next()) {
      const started = performance.now();
      try {
        const res = await fetch(request.url, { redirect: 'manual', headers: request.headers });
        request.onResponse?.(res);
        await res.arrayBuffer();
        count(String(res.status));
      } catch {
        count('error');
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, seconds: (performance.now() - began) / 1000 };
}

/** What `concurrency` clients asking for `url` back to back for `seconds` got (each body read whole). */
export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** 5xx answers (counted among non2xx too). */
  serverErrors: number;
  /** Requests that got no answer at all. */
  errors: number;
}

export async function loadStep(url: string, concurrency: number, seconds: number, jar: CookieJar): Promise<LoadResult> {
  const deadline = performance.now() + seconds * 1000;
  const headers = () => ({ accept: 'text/html', 'user-agent': 'Mozilla/5.0 (load) Chrome/131.0 Safari/537.36', cookie: jar.header() });
  const { latencies, statuses, seconds: elapsed } = await runLoadLoop(concurrency, () => (performance.now() < deadline ? { url, headers: headers() } : null));
  const answered = Object.entries(statuses).filter(([status]) => status !== 'error');
  const sum = (entries: [string, number][]) => entries.reduce((total, [, n]) => total + n, 0);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50Ms: median(latencies),
    p99Ms: percentile(latencies, 0.99),
    non2xx: sum(answered.filter(([status]) => !status.startsWith('2'))),
    serverErrors: sum(answered.filter(([status]) => status.startsWith('5'))),
    errors: statuses.error ?? 0,
  };
}
