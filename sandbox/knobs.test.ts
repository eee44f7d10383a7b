import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type Knobs, KnobError, knobsMiddleware, marketClock, parseFail, parseKnobsUpdate, parseLatency } from './knobs.ts';

describe('parseLatency (SANDBOX_LATENCY_MS)', () => {
  it('applies a bare number to every service and named entries per service', () => {
    expect(parseLatency('100,article=800')).toEqual({ article: 800, forum: 100, profile: 100, business: 100, 'taiwan-market': 100, identity: 100 });
    expect(parseLatency(undefined).forum).toBe(0);
  });
  it.each(['-1', 'abc', 'article=x', 'nosuch=10', '99999999'])('rejects %s', (raw) => {
    expect(() => parseLatency(raw)).toThrow(KnobError);
  });
});

describe('parseFail (SANDBOX_FAIL)', () => {
  it('defaults to 500 and accepts timeout', () => {
    expect(parseFail('article, business=timeout')).toEqual({ article: '500', business: 'timeout' });
  });
  it.each(['nosuch', 'article=404', '=500'])('rejects %s', (raw) => {
    expect(() => parseFail(raw)).toThrow(KnobError);
  });
});

describe('knobsMiddleware', () => {
  it('answers 500 JSON when the service is failed, and passes otherwise', async () => {
    const knobs = { latencyMs: parseLatency(''), fail: parseFail('forum') };
    const app = new Hono()
      .use(
        '/forum/*',
        knobsMiddleware('forum', () => knobs),
      )
      .use(
        '/article/*',
        knobsMiddleware('article', () => knobs),
      )
      .get('*', (c) => c.text('ok'));
    const failed = await app.request('/forum/x');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: 'injected', message: 'forum failed (SANDBOX_FAIL)' } });
    expect((await app.request('/article/x')).status).toBe(200);
  });
});

describe('marketClock', () => {
  it('freezes the market at the knob, and follows the fallback clock without it', () => {
    const knobs: Knobs = { latencyMs: parseLatency(''), fail: {}, marketTime: null };
    const clock = marketClock(
      () => knobs,
      () => 42,
    );
    expect(clock()).toBe(42);
    knobs.marketTime = '2026-11-25T13:00:00.000Z';
    expect(clock()).toBe(Date.UTC(2026, 10, 25, 13));
  });

  it('runs the market from marketClockStart as of the PUT that set it, by the real clock', () => {
    let real = 1_000_000;
    const knobs: Knobs = { latencyMs: parseLatency(''), fail: {}, marketTime: null, marketClockStart: null };
    Object.assign(knobs, parseKnobsUpdate({ marketClockStart: '2026-11-25T14:30:00Z' }, real));
    const clock = marketClock(
      () => knobs,
      () => 42,
      () => real,
    );
    expect(clock()).toBe(Date.UTC(2026, 10, 25, 14, 30));
    real += 61_000;
    expect(clock()).toBe(Date.UTC(2026, 10, 25, 14, 31, 1));
    // A reset ({}) gives the fallback back.
    Object.assign(knobs, parseKnobsUpdate({}, real));
    expect(clock()).toBe(42);
  });
});

describe('parseKnobsUpdate (PUT /__sandbox/knobs)', () => {
  it('sets every knob, missing ones back to their defaults', () => {
    expect(parseKnobsUpdate({ fail: 'forum', accessTokenTtl: 30 })).toEqual({ latencyMs: parseLatency(''), fail: { forum: '500' }, accessTokenTtl: 30, marketTime: null, marketClockStart: null });
    expect(parseKnobsUpdate({})).toEqual({ latencyMs: parseLatency(''), fail: {}, accessTokenTtl: null, marketTime: null, marketClockStart: null });
    expect(parseKnobsUpdate({ marketTime: '2026-11-25T13:00:00Z' }).marketTime).toBe('2026-11-25T13:00:00.000Z');
    expect(parseKnobsUpdate({ marketTime: null }).marketTime).toBeNull();
    expect(parseKnobsUpdate({ accessTokenTtl: null }).accessTokenTtl).toBeNull();
    expect(parseKnobsUpdate({ accessTokenTtl: 5 }).accessTokenTtl).toBe(5);
    expect(parseKnobsUpdate({ accessTokenTtl: 86_400 }).accessTokenTtl).toBe(86_400);
  });

  it.each([
    ['a lifetime below 5 s', { accessTokenTtl: 4 }],
    ['a lifetime above a day', { accessTokenTtl: 86_401 }],
    ['a fractional lifetime', { accessTokenTtl: 1.5 }],
    ['a lifetime as a string', { accessTokenTtl: '30' }],
    ['a lifetime as an object', { accessTokenTtl: { seconds: 30 } }],
    ['a negative lifetime', { accessTokenTtl: -30 }],
    ['a market time that is no date', { marketTime: 'tomorrow' }],
    ['a market time as a number', { marketTime: 1_764_000_000_000 }],
    ['a running clock from no date', { marketClockStart: 'now' }],
    ['a frozen and a running clock at once', { marketTime: '2026-11-25T13:00:00Z', marketClockStart: '2026-11-25T14:30:00Z' }],
    ['an unknown knob', { latencyMs: '100' }],
    ['latency as a number', { latency: 100 }],
    ['a huge fail list', { fail: 'article,'.repeat(500) }],
    ['an array', [1, 2]],
    ['an empty array', []],
    ['null', null],
    ['no body', undefined],
  ])('refuses %s', (_label, body) => {
    expect(() => parseKnobsUpdate(body)).toThrow(KnobError);
  });

  it('names the field that is wrong', () => {
    expect(() => parseKnobsUpdate({ accessTokenTtl: 4 })).toThrow(/accessTokenTtl: must be at least 5 seconds/);
  });
});
