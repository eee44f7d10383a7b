/**
 * A small JSON value kept a short while in a named Cache API cache of this data centre, under a key no
 * one can ask for from outside (an `.invalid` URL): a member's import report, a member's computed chart.
 * `public` in the entry's Cache-Control only lets this Worker's own cache keep it. Nothing kept here is
 * ever the only copy of anything: a miss (expired, evicted, another data centre) means working it out or
 * asking again.
 */
export function keptJson(cacheName: string, seconds: number) {
  return {
    /** Keeps `value` under `url` for `seconds`; a cache failure throws. */
    async keep(url: string, value: unknown): Promise<void> {
      await this.keepText(url, JSON.stringify(value));
    },
    /** What was kept under `url`, or null (none, expired, or the cache failing: logged under `label`). */
    async read<T>(url: string, label: string): Promise<T | null> {
      const text = await this.readText(url, label);
      return text === null ? null : (JSON.parse(text) as T);
    },
    /** The JSON text kept under `url` as it is, for a reader that passes it on without parsing it; null as `read`. */
    async readText(url: string, label: string): Promise<string | null> {
      try {
        const hit = await (await caches.open(cacheName)).match(url);
        return hit ? await hit.text() : null;
      } catch (err) {
        console.warn(`${label} kept value unreadable`, err);
        return null;
      }
    },
    /** Keeps JSON text already written. */
    async keepText(url: string, text: string): Promise<void> {
      const cache = await caches.open(cacheName);
      await cache.put(url, new Response(text, { headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${seconds}` } }));
    },
  };
}
