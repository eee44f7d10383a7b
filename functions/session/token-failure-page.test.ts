import { describe, expect, it } from 'vitest';
import { retryHref, TOKEN_FAILURE_TEXT, tokenFailureHtml, tokenFailureResponse } from './token-failure-page';

describe('token failure page', () => {
  it('is a 500 Traditional-Chinese page reading token取得失敗, never cached', async () => {
    const res = tokenFailureResponse(new URL('http://localhost:8787/article?page=2'));
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain(`<h1>${TOKEN_FAILURE_TEXT}</h1>`);
    expect(TOKEN_FAILURE_TEXT).toBe('token取得失敗');
    expect(html).toContain('<a href="/article?page=2">重新整理</a>');
  });

  it('the retry link stays on the site and is escaped', () => {
    expect(retryHref(new URL('http://localhost//evil.example/x'))).toBe('/evil.example/x');
    expect(retryHref(new URL('http://localhost/\\\\evil.example'))).toBe('/evil.example');
    const html = tokenFailureHtml(new URL('http://localhost/a?q="><script>alert(1)</script>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/href="[^"]*"[^>]*>[^<]*<script/);
  });
});
