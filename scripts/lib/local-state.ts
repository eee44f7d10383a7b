/**
 * The one folder of local Worker state (KV, the Cache API, the Durable Objects' storage) for every local
 * command: `npm start` and `serve` (scripts/lib/processes.ts), `npm run redirects:put`, and `npm run dev`
 * (waku.config.ts: the Cloudflare Vite plugin's persistState). Given to wrangler explicitly: without
 * `--persist-to` it uses `.wrangler/state` beside the config it reads, which for `wrangler dev -c
 * dist/server/wrangler.json` is inside dist/ — emptied by every build, and never the folder `wrangler kv`
 * writes at the project root. Relative to the project root, where every script runs.
 */
export const LOCAL_STATE_DIR = '.wrangler/state';
