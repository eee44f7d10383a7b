import { describe, expect, it } from 'vitest';
import { quietSocketErrors } from './quiet-socket-errors.ts';
import { wranglerOutputFilter } from './wrangler-output.ts';

/** What wrangler 4 wrote to `npm start`'s terminal, colours and all: its scheduled advice between two lines that matter. */
const ADVICE = [
  '\x1b[33m▲ \x1b[43;33m[\x1b[43;30mWARNING\x1b[43;33m]\x1b[0m \x1b[1mScheduled Workers are not automatically triggered during local development.\x1b[0m',
  '',
  '  To manually trigger a scheduled event, run:',
  '    curl "http://localhost:35100/cdn-cgi/local/scheduled"',
  '  For more details, see \x1b[4mhttps://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally\x1b[0m',
  '',
  '',
].join('\n');
const BEFORE = '[sandbox] upstream services on http://localhost:35101 (identity: http://localhost:35101/identity)\n';
const AFTER = '\x1b[33m▲ \x1b[43;33m[\x1b[43;30mWARNING\x1b[43;33m]\x1b[0m \x1b[1m[status] 503 for /stock/NVDA/info: upstream down\x1b[0m\n\n  detail of that warning\n';

/** The output as the terminal would get it, the input cut into pieces of `size` characters. */
function filtered(text: string, size: number): string {
  const filter = wranglerOutputFilter();
  let out = '';
  for (let at = 0; at < text.length; at += size) out += filter.push(text.slice(at, at + size));
  return out + filter.end();
}

describe('wranglerOutputFilter', () => {
  it('drops wrangler’s advice to curl /cdn-cgi/local/scheduled (the stack fires the Cron Trigger itself), however the chunks fall', () => {
    for (const size of [1, 7, 64, 10_000]) expect(filtered(`${BEFORE}${ADVICE}\n${AFTER}`, size), `chunks of ${size}`).toBe(`${BEFORE}${AFTER}`);
  });

  it('passes every other line on, a warning’s own indented lines and a last line without a newline too', () => {
    const text = `${BEFORE}${AFTER}\x1b[31m✘ [ERROR]\x1b[0m Address already in use (localhost:8787)\n\nno newline at the end`;
    expect(filtered(text, 5)).toBe(text);
  });

  it('drops no more than the advice’s block when indented lines follow it', () => {
    const after = Array.from({ length: 12 }, (_, i) => `  line ${i}\n`).join('');
    expect(filtered(`${ADVICE}\n${after}`, 3)).toBe(after.split('\n').slice(2).join('\n'));
  });

  it('leaves out what `alsoKeep` refuses (the live sockets’ protocol errors, counted elsewhere), with the blank lines after them', () => {
    const filter = wranglerOutputFilter(quietSocketErrors(() => {}));
    const error = '\x1b[31m✘ [ERROR]\x1b[0m Uncaught exception: kj/compat/http.c++:6212: failed: remote.jsg.Error: WebSocket protocol error; protocolError.statusCode = 1002\n\n\n';
    expect(filter.push(`${BEFORE}${error}${error}${AFTER}`) + filter.end()).toBe(`${BEFORE}${AFTER}`);
  });
});
