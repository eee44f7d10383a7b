import { type CookieJar, median } from './http-timing.ts';

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
  const latencies: number[] = [];
  let non2xx = 0;
  let serverErrors = 0;
  let errors = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const res = await fetch(url, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (load) Chrome/131.0 Safari/537.36', cookie: jar.header() } });
        await res.arrayBuffer();
        if (res.status < 200 || res.status > 299) non2xx += 1;
        if (res.status >= 500) serverErrors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50Ms: median(latencies),
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
    non2xx,
    serverErrors,
    errors,
  };
}
