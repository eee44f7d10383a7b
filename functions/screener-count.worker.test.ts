import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { sandboxConfig } from '@tests/upstream-context';
import screenerCount from './screener-count';

/**
 * The screener form's count (what a typed range would match, before it is applied), in workerd over
 * the snapshot filled from the sandbox: the same parser as the page, so a form's raw values count as
 * the page they would lead to shows; hostile queries get a clear answer.
 */
const app = new Hono();
app.use(screenerCount());
app.all('*', (c) => c.text('next', 200));

const ask = async (path: string) => {
  const res = await app.request(`http://localhost:8787${path}`, {}, sandboxConfig());
  return { status: res.status, body: res.headers.get('content-type')?.startsWith('application/json') ? ((await res.json()) as { total?: number; text?: string }) : await res.text() };
};

beforeAll(async () => {
  const deadline = Date.now() + 90_000;
  while ((await readScreenerSnapshot(sandboxConfig())).state !== 'ready') {
    if (Date.now() > deadline) throw new Error('the screener snapshot did not fill');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 100_000);

describe('/screener/count.json', () => {
  it('counts what the form holds: fewer rows as a typed range narrows, the same on a preset’s page with its own base', async () => {
    const all = await ask('/screener/count.json');
    const cheap = await ask('/screener/count.json?price_min=&price_max=10');
    const cheaper = await ask('/screener/count.json?price_max=5');
    expect(all.status).toBe(200);
    const totals = [all, cheap, cheaper].map((answer) => (typeof answer.body === 'object' ? answer.body.total : undefined) ?? -1);
    expect(totals[0]).toBeGreaterThan(totals[1]!);
    expect(totals[1]).toBeGreaterThanOrEqual(totals[2]!);
    expect(totals[2]).toBeGreaterThan(0);
    expect(cheap.body).toMatchObject({ text: expect.stringMatching(/^套用後 [\d,]+ 檔符合$/) });

    const presetAnswer = await ask('/screener/high-dividend/count.json');
    const narrowedAnswer = await ask('/screener/high-dividend/count.json?yield_min=6');
    const [preset, narrowed] = [presetAnswer, narrowedAnswer].map((answer) => (typeof answer.body === 'object' ? answer.body.total : undefined) ?? -1);
    expect(preset).toBeGreaterThan(0);
    expect(preset).toBeLessThan(totals[0]!);
    expect(narrowed).toBeLessThan(preset!);
    expect(narrowed).toBeGreaterThan(0);
  });

  it('hostile queries: an unknown preset 404, a huge query 414, junk values counted without them; other paths pass on', async () => {
    expect((await ask('/screener/no-such/count.json')).status).toBe(404);
    expect((await ask(`/screener/count.json?pe=${'9'.repeat(9_000)}`)).status).toBe(414);
    const junk = await ask(`/screener/count.json?pe=NaN&mcap=-5-10&foo=bar&${Array.from({ length: 300 }, (_, i) => `x${i}=1`).join('&')}`);
    expect(junk.status).toBe(200);
    expect((await ask('/screener')).body).toBe('next');
    expect((await ask('/screener/count.jsonx')).body).toBe('next');
  });
});
