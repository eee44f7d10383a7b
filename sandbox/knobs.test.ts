import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { KnobError, knobsMiddleware, parseFail, parseLatency } from './knobs.ts';

describe('parseLatency (SANDBOX_LATENCY_MS)', () => {
  it('applies a bare number to every service and named entries per service', () => {
    expect(parseLatency('100,article=800')).toEqual({ article: 800, forum: 100, profile: 100, business: 100, identity: 100 });
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
      .use('/forum/*', knobsMiddleware('forum', () => knobs))
      .use('/article/*', knobsMiddleware('article', () => knobs))
      .get('*', (c) => c.text('ok'));
    const failed = await app.request('/forum/x');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: 'injected', message: 'forum failed (SANDBOX_FAIL)' } });
    expect((await app.request('/article/x')).status).toBe(200);
  });
});
