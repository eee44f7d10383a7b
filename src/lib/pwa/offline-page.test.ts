import { describe, expect, it } from 'vitest';
import { DARK_PALETTE, PALETTE } from '../design/palette';
import { THEME_SCRIPT } from '../design/theme-script';
import { offlinePageHtml, offlinePagePolicy, OFFLINE_STYLE } from './offline-page';
import { OFFLINE_RECENT_HEADING, OFFLINE_TITLE } from './offline-text';

describe('the offline page', () => {
  it('says the network is off, in zh-TW, with a retry that reloads the same address', () => {
    const html = offlinePageHtml([]);
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain(`<h1>${OFFLINE_TITLE}</h1>`);
    expect(html).toContain('<a class="retry" href="">重新整理</a>');
    expect(html).not.toContain(OFFLINE_RECENT_HEADING);
  });

  it('lists the kept articles, newest first as given, with their titles escaped', () => {
    const html = offlinePageHtml([
      { url: '/article/2', title: '<b>新</b> & "報告"' },
      { url: '/article/1', title: '舊的' },
    ]);
    expect(html).toContain(OFFLINE_RECENT_HEADING);
    expect(html).toContain('<li><a href="/article/2">&lt;b&gt;新&lt;/b&gt; &amp; &quot;報告&quot;</a></li><li><a href="/article/1">舊的</a></li>');
  });

  it('never links outside the site, whatever a kept entry says', () => {
    const html = offlinePageHtml([
      { url: 'https://evil.example/x', title: 'a' },
      { url: '//evil.example/x', title: 'b' },
      { url: 'javascript:alert(1)', title: 'c' },
    ]);
    expect(html).not.toContain('evil');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain(OFFLINE_RECENT_HEADING);
  });

  it("paints with the site's palettes: light by default, dark by choice or by the system", () => {
    expect(OFFLINE_STYLE).toContain(`:root{--canvas:${PALETTE.canvas}`);
    expect(OFFLINE_STYLE).toContain(`[data-theme=dark]{--canvas:${DARK_PALETTE.canvas}`);
    expect(OFFLINE_STYLE).toContain(`@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--canvas:${DARK_PALETTE.canvas}`);
    expect(OFFLINE_STYLE).toContain(`--chrome:${DARK_PALETTE.chrome}`);
    const html = offlinePageHtml([]);
    expect(html).toContain(`<meta name="theme-color" content="${PALETTE.chrome}" media="(prefers-color-scheme: light)">`);
    expect(html).toContain(`<meta name="theme-color" content="${DARK_PALETTE.chrome}" media="(prefers-color-scheme: dark)">`);
  });

  it("carries the site's theme script and style as its only inline code, which its policy allows by hash", () => {
    const html = offlinePageHtml([]);
    expect(html).toContain(`<script>${THEME_SCRIPT}</script><style>${OFFLINE_STYLE}</style>`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(offlinePagePolicy('sha256-A', 'sha256-B')).toBe(
      "default-src 'none'; script-src 'sha256-A'; style-src 'sha256-B'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
