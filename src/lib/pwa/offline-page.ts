import { DARK_PALETTE, PALETTE, type PaletteColour } from '../design/palette';
import { THEME_SCRIPT } from '../design/theme-script';
import { OFFLINE_MESSAGE, OFFLINE_RECENT_HEADING, OFFLINE_RETRY, OFFLINE_TITLE } from './offline-text';

/**
 * The page the service worker answers a navigation with when the network is off (src/service-worker/):
 * the site's header bar and colours in both themes, 「目前沒有網路連線」, a retry link, and the articles
 * this browser kept from the reader's recent visits (recent-articles.ts), each readable offline. It is
 * written into sw.js at build time, so it needs nothing from the network: no script file, no style sheet,
 * no font, the mark inline. Its only script is the site's theme script (the reader's chosen theme).
 */

export interface RecentArticle {
  /** Same-origin path, `/article/123`. */
  url: string;
  title: string;
}

const THEMED: readonly PaletteColour[] = ['canvas', 'surface', 'ink', 'muted', 'line', 'brand', 'onBrand', 'chrome', 'onChrome', 'rise', 'focus'];
const variables = (palette: Record<PaletteColour, string>) => THEMED.map((name) => `--${name}:${palette[name]}`).join(';');

/** The offline page's style sheet (hashed into its CSP by the service worker). */
export const OFFLINE_STYLE = [
  `:root{${variables(PALETTE)};color-scheme:light}`,
  `[data-theme=dark]{${variables(DARK_PALETTE)};color-scheme:dark}`,
  // Following the system (no data-theme): the dark palette when the system is dark, as the site does.
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${variables(DARK_PALETTE)};color-scheme:dark}}`,
  "html,body{margin:0;background:var(--canvas);color:var(--ink);font-family:-apple-system,BlinkMacSystemFont,'PingFang TC','Noto Sans TC','Noto Sans CJK TC','Microsoft JhengHei',sans-serif;line-height:1.6}",
  'header{background:var(--chrome);color:var(--onChrome);padding:12px 16px}',
  'header a{display:inline-flex;align-items:center;gap:8px;color:var(--onChrome);font-size:20px;font-weight:700;letter-spacing:.04em;text-decoration:none}',
  'main{box-sizing:border-box;max-width:640px;margin:24px auto;padding:0 12px}',
  'section{background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:20px}',
  'section+section{margin-top:16px}',
  'h1{margin:0 0 8px;font-size:22px;line-height:1.35}',
  'h2{margin:0 0 8px;font-size:17px}',
  'p{margin:0 0 16px;color:var(--muted)}',
  '.retry{display:inline-block;padding:8px 20px;border-radius:8px;background:var(--brand);color:var(--onBrand);font-weight:700;text-decoration:none}',
  'ul{margin:0;padding:0;list-style:none}',
  'li+li{border-top:1px solid var(--line)}',
  'li a{display:block;padding:10px 0;color:var(--brand);overflow-wrap:anywhere}',
  'a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}',
].join('\n');

/** The theme script, as the page carries it (hashed into its CSP by the service worker). */
export const OFFLINE_SCRIPT = THEME_SCRIPT;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** Only a same-origin path becomes a link: a kept entry can never point the reader elsewhere. */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

const MARK =
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="7" fill="var(--onChrome)"/><path d="M5 19 L11 12 L15 16 L23 7" stroke="var(--rise)" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** The whole document. `articles`: newest first; none → no list. */
export function offlinePageHtml(articles: readonly RecentArticle[]): string {
  const kept = articles.filter((article) => isLocalPath(article.url));
  const recent = kept.length
    ? `<section aria-labelledby="recent"><h2 id="recent">${OFFLINE_RECENT_HEADING}</h2><ul>${kept
        .map((article) => `<li><a href="${escapeHtml(article.url)}">${escapeHtml(article.title)}</a></li>`)
        .join('')}</ul></section>`
    : '';
  return [
    '<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${PALETTE.chrome}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${DARK_PALETTE.chrome}" media="(prefers-color-scheme: dark)">`,
    `<title>${OFFLINE_TITLE}｜美股通</title>`,
    `<script>${OFFLINE_SCRIPT}</script><style>${OFFLINE_STYLE}</style></head>`,
    `<body><header><a href="/" aria-label="美股通 首頁">${MARK}<span>美股通</span></a></header>`,
    `<main><section><h1>${OFFLINE_TITLE}</h1><p>${OFFLINE_MESSAGE}</p><a class="retry" href="">${OFFLINE_RETRY}</a></section>${recent}</main>`,
    '</body></html>',
  ].join('');
}

/** The offline page's policy: nothing from anywhere but its own inline script and style (by hash). */
export function offlinePagePolicy(scriptHash: string, styleHash: string): string {
  return ["default-src 'none'", `script-src '${scriptHash}'`, `style-src '${styleHash}'`, "img-src 'self' data:", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');
}
