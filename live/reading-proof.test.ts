import { describe, expect, it } from 'vitest';
import { pongFor } from '../protocol/live-ping.ts';
import { type ReadingLimits, ReadingProof } from './reading-proof.ts';

const limits: ReadingLimits = { maxUnread: 1_000, pingEvery: 200, pingEveryMs: 30_000, answerWithinMs: 60_000 };
const tokens = () => {
  let n = 0;
  return () => `t${(n += 1)}`;
};

describe('what a hub may have sent a socket beyond what its reader has shown it read', () => {
  it('pings after so much sent and keeps a reader that answers, however much it is sent', () => {
    const proof = new ReadingProof(limits, 0, tokens());
    let pings = 0;
    for (let at = 0; at < 100_000; at += 100) {
      const verdict = proof.sentFrame(100, at);
      expect(verdict).not.toBe('drop');
      if (verdict && verdict !== 'drop') {
        pings += 1;
        expect(proof.answers(pongFor(verdict.ping) ?? '')).toBe(true);
      }
    }
    expect(pings).toBeGreaterThan(400);
  });

  it('drops a socket whose reader never answers once more than the bound went since what it proved', () => {
    const proof = new ReadingProof(limits, 0, tokens());
    const verdicts = Array.from({ length: 10 }, (_, i) => proof.sentFrame(100, i));
    const ping = '{"type":"ping","token":"t1"}';
    expect(verdicts.slice(0, 2)).toEqual([null, { ping }]);
    // Nothing proven: 9 frames of 100 and the ping's 28 characters pass the 1,000 allowed.
    expect(verdicts.slice(2, 9)).toEqual(Array(7).fill(null));
    expect(verdicts[9]).toBe('drop');
  });

  it('drops a socket that owes an answer too long, however little it was sent (a reader stuck mid-message cannot answer)', () => {
    const proof = new ReadingProof(limits, 0, tokens());
    expect(proof.sentFrame(10, 30_000)).toEqual({ ping: '{"type":"ping","token":"t1"}' });
    expect(proof.sentFrame(10, 90_000)).toBeNull();
    expect(proof.sentFrame(10, 90_001)).toBe('drop');
  });

  it('counts only the answer to the ping it owes: a guessed or repeated pong proves nothing', () => {
    const proof = new ReadingProof(limits, 0, tokens());
    const verdict = proof.sentFrame(250, 0);
    expect(verdict).toEqual({ ping: '{"type":"ping","token":"t1"}' });
    expect(proof.answers('{"type":"pong","token":"t2"}')).toBe(false);
    expect(proof.answers('{"type":"pong","token":"t1"}')).toBe(true);
    expect(proof.answers('{"type":"pong","token":"t1"}')).toBe(false);
  });
});
