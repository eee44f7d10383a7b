import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.json': 'application/json' };

/** Serves sandbox/static (avatars, article covers). Paths that climb out of the folder get a 404. */
export async function serveStatic(c: Context): Promise<Response> {
  const relative = normalize(decodeURIComponent(c.req.path.replace(/^\/static\//, '')));
  if (relative.startsWith('..') || relative.includes('\0')) return c.json({ error: { code: 'notFound', message: 'no such file' } }, 404);
  try {
    const body = await readFile(join(STATIC_DIR, relative));
    return new Response(body, { headers: { 'content-type': TYPES[extname(relative)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=86400' } });
  } catch {
    return c.json({ error: { code: 'notFound', message: 'no such file' } }, 404);
  }
}
