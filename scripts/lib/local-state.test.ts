import { describe, expect, it } from 'vitest';
import { LOCAL_STATE_DIR } from './local-state.ts';
import { redirectPutArgs, wranglerDevArgs } from './processes.ts';

/**
 * `npm run redirects:put` once wrote .wrangler/state while `npm start` (`wrangler dev -c
 * dist/server/wrangler.json`) read dist/server/.wrangler/state: wrangler keeps state beside the config it
 * reads unless --persist-to names a folder, so the documented redirect never reached the site, and every
 * build emptied the site's KV. Both command lines must name the one folder, outside dist/.
 *
 * The command lines are ours; that wrangler then reads and writes the folder named (relative to the
 * project root, with either config) is wrangler's part, proven end to end by the e2e redirect specs
 * (tests/e2e/edge.spec.ts): prepare-state.ts writes with `wrangler kv … --persist-to DIR` and the stack
 * serves with these same dev arguments and `--persist-to DIR`. Running the two wrangler commands here as
 * well took 6 s alone and over 60 s beside the other test files on this shared machine: our half only.
 */
const flagValue = (args: readonly string[], flag: string): string | undefined => args[args.indexOf(flag) + 1];

describe('the local state folder', () => {
  it('npm run redirects:put writes the folder npm start serves, which no build empties', () => {
    const put = redirectPutArgs('/old-page', '{"target":"/new-page"}');
    const start = wranglerDevArgs({ port: 8787, sandboxPort: 8788 }, 'live.toml');
    expect(put).toContain('--persist-to');
    expect(start).toContain('--persist-to');
    expect(flagValue(put, '--persist-to')).toBe(LOCAL_STATE_DIR);
    expect(flagValue(start, '--persist-to')).toBe(LOCAL_STATE_DIR);
    expect(LOCAL_STATE_DIR).not.toMatch(/^(\.\/)?dist\//);
  });

  it('a stack or a script given a folder of its own uses that one (the e2e stacks, the benches)', () => {
    expect(flagValue(redirectPutArgs('/a', '{}', '.wrangler/e2e-state-25000'), '--persist-to')).toBe('.wrangler/e2e-state-25000');
    expect(flagValue(wranglerDevArgs({ port: 25000, sandboxPort: 25001, persistTo: '/tmp/bench' }, 'live.toml'), '--persist-to')).toBe('/tmp/bench');
  });
});
