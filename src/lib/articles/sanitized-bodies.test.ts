import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, type SanitizeOptions } from './sanitize';
import { articleBodies, CACHED_FROM_CHARS, type Sanitize, sanitizedBodies } from './sanitized-bodies';

const OPTIONS: SanitizeOptions = { siteUrl: 'https://usstock.example', imageProxyUrl: 'https://img.usstock.example/p', imageDisplayWidth: 800 };

/** A long body like the hostile fixture's article 9004: misnested markup, ~200,000 characters. */
const misnested = (times: number, text = 'x') => `<p>開頭</p>${`<b><i><p>${text}</b></i>`.repeat(times)}<p>結尾</p>`;

/** The real sanitiser, counting its runs. */
function countingSanitize(): { sanitize: Sanitize; runs: () => number } {
  let runs = 0;
  return {
    sanitize: (html, options, articleId) => {
      runs += 1;
      return sanitizeArticleHtml(html, options, articleId);
    },
    runs: () => runs,
  };
}

describe('sanitizedBodies: one sanitisation of a long body for every reader', () => {
  it('50 readers of one article at once (each on a URL of their own) share one sanitisation', async () => {
    const counting = countingSanitize();
    const bodies = sanitizedBodies({ sanitize: counting.sanitize });
    const html = misnested(11_100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bodies.sanitize(html, OPTIONS, 9004)));
    expect(counting.runs()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe(sanitizeArticleHtml(html, OPTIONS, 9004));
    // A later reader, with a copy of the body that is another string of the same text (a new upstream answer).
    expect(await bodies.sanitize(`${html} `.trimEnd(), OPTIONS, 9004)).toBe(answers[0]);
    expect(counting.runs()).toBe(1);
  });

  it('keys by the body itself: an edited body, or other options, is sanitised anew and never served the old output', async () => {
    const counting = countingSanitize();
    const bodies = sanitizedBodies({ sanitize: counting.sanitize });
    const before = misnested(2_000, 'old');
    const edited = misnested(2_000, 'new');
    expect(await bodies.sanitize(before, OPTIONS, 1)).toContain('old');
    expect(await bodies.sanitize(edited, OPTIONS, 1)).toContain('new');
    expect(await bodies.sanitize(edited, OPTIONS, 1)).not.toContain('old');
    const withLink = `<a href="https://usstock.example/stock/AAPL">蘋果</a>${before}`;
    const here = await bodies.sanitize(withLink, OPTIONS, 1);
    const elsewhere = await bodies.sanitize(withLink, { ...OPTIONS, siteUrl: 'https://other.example' }, 1);
    expect(here).toContain('href="/stock/AAPL"');
    expect(elsewhere).toContain('href="https://usstock.example/stock/AAPL"');
    expect(counting.runs()).toBe(4);
  });

  it('sanitises short bodies (most articles) each time and keeps nothing of them', async () => {
    const counting = countingSanitize();
    const bodies = sanitizedBodies({ sanitize: counting.sanitize });
    const html = misnested(10);
    expect(html.length).toBeLessThan(CACHED_FROM_CHARS);
    await bodies.sanitize(html, OPTIONS);
    await bodies.sanitize(html, OPTIONS);
    expect(counting.runs()).toBe(2);
    expect(bodies.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('is bounded by bytes, least recently used out first; an output larger than the whole bound is not kept', async () => {
    let runs = 0;
    const capacityBytes = 3 * 2 * 30_000; // three outputs of 30,000 characters
    const bodies = sanitizedBodies({ capacityBytes, fromChars: 100, sanitize: () => (runs++, 'y'.repeat(30_000)) });
    const body = (n: number) => `${n}`.padEnd(200, '.');
    for (const n of [1, 2, 3]) await bodies.sanitize(body(n), OPTIONS);
    expect(bodies.size).toEqual({ entries: 3, bytes: capacityBytes });
    await bodies.sanitize(body(1), OPTIONS); // a hit: 1 is now the most recently used
    await bodies.sanitize(body(4), OPTIONS); // 2, the least recently used, goes
    expect(runs).toBe(4);
    expect(bodies.size).toEqual({ entries: 3, bytes: capacityBytes });
    for (const n of [1, 3, 4]) await bodies.sanitize(body(n), OPTIONS);
    expect(runs).toBe(4);
    await bodies.sanitize(body(2), OPTIONS);
    expect(runs).toBe(5);

    const tooLarge = sanitizedBodies({ capacityBytes: 10, fromChars: 100, sanitize: () => 'z'.repeat(100) });
    await tooLarge.sanitize(body(5), OPTIONS);
    expect(tooLarge.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('the isolate-wide copy the article pages use answers what the sanitiser answers', async () => {
    const html = misnested(3_000);
    expect(await articleBodies.sanitize(html, OPTIONS, 9004)).toBe(sanitizeArticleHtml(html, OPTIONS, 9004));
    expect(articleBodies.size.entries).toBeGreaterThan(0);
  });
});
