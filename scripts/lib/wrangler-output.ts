/**
 * What of `wrangler dev`'s output a stack passes on. One block is dropped: wrangler's advice that
 * "Scheduled Workers are not automatically triggered during local development" and to curl
 * /cdn-cgi/local/scheduled. The stack fires the Cron Trigger itself once the site answers
 * (scripts/stack.ts), so a newcomer would be told to do what has been done. wrangler has
 * no switch for it but `--test-scheduled`, whose /__scheduled route needs a Worker wrangler bundles
 * itself (wrangler.toml), so the flag would silence the advice by claiming a route that is not there.
 */

const SCHEDULED_ADVICE = 'Scheduled Workers are not automatically triggered during local development';
/** At most this many lines after the first belong to the block (wrangler 4 writes 3 indented and 3 blank). */
const MAX_BLOCK_LINES = 8;
// The colour codes wrangler writes, so a line is matched by its text.
const COLOURS = /\x1b\[[0-9;]*m/g;

/** What passes on from one output stream: `push` a chunk as it comes, `end` when the stream ends. */
export interface OutputFilter {
  push: (chunk: string) => string;
  end: () => string;
}

/**
 * A filter for one output stream: `push` takes chunks as they come and answers what to write now (whole
 * lines only); `end` answers a last unterminated line. The advice's block is its first line, then the
 * lines that are blank or indented (wrangler indents a message's continuation), at most MAX_BLOCK_LINES.
 * `alsoKeep` may leave out more lines (quiet-socket-errors.ts).
 */
export function wranglerOutputFilter(alsoKeep: (line: string) => boolean = () => true): OutputFilter {
  let pending = '';
  let inBlock = 0;
  const keep = (line: string): boolean => {
    if (!alsoKeep(line)) return false;
    const plain = line.replace(COLOURS, '');
    if (plain.includes(SCHEDULED_ADVICE)) {
      inBlock = MAX_BLOCK_LINES;
      return false;
    }
    if (inBlock > 0 && (plain.trim() === '' || /^\s/.test(plain))) {
      inBlock -= 1;
      return false;
    }
    inBlock = 0;
    return true;
  };
  return {
    push(chunk) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      return lines
        .filter(keep)
        .map((line) => `${line}\n`)
        .join('');
    },
    end() {
      const last = pending;
      pending = '';
      return last && keep(last) ? last : '';
    },
  };
}
