import { describe, expect, it } from 'vitest';
import { quietSocketErrors, socketErrorsWarning } from './quiet-socket-errors.ts';

/** Lines as `npm start`'s wrangler writes them when clients break the WebSocket protocol (seen on this stack). */
const protocolError = (what: string) =>
  `\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1mUncaught exception: kj/compat/http.c++:6212: failed: remote.jsg.Error: WebSocket protocol error; protocolError.statusCode = 1002; protocolError.description = ${what}\u001b[0m`;
const traceNote = '▲ [WARNING] NOSENTRY reporting trace with exception outcome, but no actual exceptions; trace->eventInfo = FetchEventInfo: GET, http://localhost:8787/live/quotes';

function harness() {
  const written: string[] = [];
  const timers: (() => void)[] = [];
  const keep = quietSocketErrors(
    (text) => written.push(text),
    (callback) => void timers.push(callback),
  );
  const line = (text: string) => {
    if (keep(text)) written.push(text);
  };
  const minutePasses = () => timers.splice(0).forEach((callback) => callback());
  return { written, line, minutePasses, timers };
}

describe("the stack's log when clients break the live sockets' protocol", () => {
  it('writes one counted warning for a hundred protocol errors, not a hundred ERROR lines, and passes the rest', () => {
    const { written, line, minutePasses } = harness();
    line('[wrangler:info] Ready on http://localhost:8787');
    for (let i = 0; i < 100; i += 1) for (const text of ['', protocolError(i % 2 ? 'Unknown opcode 3' : 'Unexpected continuation frame'), '', '']) line(text);
    line(traceNote);
    line('[wrangler:info] GET /robots.txt 200 OK (5ms)');
    expect(written).toEqual(['[wrangler:info] Ready on http://localhost:8787', '', socketErrorsWarning(1), '[wrangler:info] GET /robots.txt 200 OK (5ms)']);
    expect(written.join('\n')).not.toMatch(/ERROR|Uncaught/);
    minutePasses();
    expect(written.at(-1)).toBe(socketErrorsWarning(99));
  });

  it('writes nothing more in a quiet minute, and warns at once when errors come again', () => {
    const { written, line, minutePasses, timers } = harness();
    line(protocolError('Unknown opcode 3'));
    minutePasses();
    expect(written).toEqual([socketErrorsWarning(1)]);
    expect(timers).toHaveLength(0);
    line(protocolError('Unknown opcode 3'));
    expect(written).toEqual([socketErrorsWarning(1), socketErrorsWarning(1)]);
  });
});
