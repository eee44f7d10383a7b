import { createHash } from 'node:crypto';
import { escapeHtml } from './http.ts';

/**
 * The page shell of the provider's own pages (sign-in, errors, sign-out, the pCoin top-up): zh-TW,
 * readable on a phone, no external resources, text at WCAG AA contrast (white on the button 5.3:1). Every page lives under a strict CSP; inline scripts are allowed
 * by hash only.
 */
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:24px 16px;
  font-family:"PingFang TC","Noto Sans TC","Microsoft JhengHei",system-ui,sans-serif;background:#f4f5f7;color:#1f2328;line-height:1.6}
.card{width:100%;max-width:440px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06);padding:24px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#b42318;background:#fff1f0;border:1px solid #ffccc7;border-radius:999px;padding:2px 10px}
h1{font-size:22px;margin:12px 0 4px}
h2{font-size:15px;margin:20px 0 8px;color:#57606a}
p{margin:8px 0}
.muted{color:#57606a;font-size:14px}
.alert{margin:12px 0;padding:10px 12px;border-radius:8px;background:#fff1f0;border:1px solid #ffccc7;color:#a8071a;font-size:14px}
.accounts{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.account{width:100%;display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid #d0d7de;border-radius:10px;
  background:#fff;font:inherit;color:inherit;text-align:left;cursor:pointer}
.account:hover,.account:focus-visible{border-color:#ff635b;background:#fff8f7;outline:none}
.account img{width:40px;height:40px;border-radius:50%;flex:none;background:#eee}
.account .name{font-weight:600;display:block}
.account .meta{font-size:13px;color:#57606a;display:block}
.current{font-size:12px;color:#1a7f37;font-weight:600}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input[type=text],input[type=password]{width:100%;font:inherit;padding:10px 12px;border:1px solid #d0d7de;border-radius:8px}
input:focus{outline:2px solid #ff635b;outline-offset:1px}
.primary{margin-top:16px;width:100%;font:inherit;font-weight:600;padding:10px 12px;border:0;border-radius:8px;background:#c8322b;color:#fff;cursor:pointer}
.primary:hover{background:#a8281f}
.primary:focus-visible{outline:3px solid #ff9f99;outline-offset:2px}
.secondary{display:inline-block;margin-top:16px;font-size:14px;color:#57606a}
.notice{margin:12px 0;padding:10px 12px;border-radius:8px;background:#f0fff4;border:1px solid #aee9c1;color:#116329;font-size:14px}
.wallet{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:16px 0}
.wallet dt{color:#57606a;font-size:14px}
.wallet dd{margin:0;font-weight:600}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{padding:0;font-size:15px;font-weight:600;margin:8px 0}
.amounts{display:grid;gap:8px}
label.amount{display:flex;align-items:center;gap:10px;margin:0;padding:12px;border:1px solid #d0d7de;border-radius:10px;cursor:pointer;white-space:nowrap}
label.amount:has(input:checked){border-color:#ff635b;background:#fff8f7}
label.amount input{accent-color:#ff635b;margin:0}
footer{margin-top:16px;font-size:12px;color:#57606a;text-align:center}
`;

export interface PageOptions {
  title: string;
  body: string;
  /** Origins a form on this page may lead to (after the provider's redirects). */
  formTargets?: readonly string[];
  /** Inline script, allowed by its hash. */
  script?: string;
}

export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function contentSecurityPolicy(options: Pick<PageOptions, 'formTargets' | 'script'>): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${(options.formTargets ?? []).join(' ')}`.trim(),
    options.script ? `script-src ${scriptHash(options.script)}` : undefined,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}

export function renderPage(options: PageOptions): { html: string; csp: string } {
  const html = `<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}｜美股沙盒會員中心</title>
<style>${STYLES}</style>
</head>
<body>
<main class="card">
<span class="badge">沙盒 · 示範資料</span>
${options.body}
</main>
<footer>本機沙盒的示範身分提供者，不會連線到真正的會員系統。</footer>
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>`;
  return { html, csp: contentSecurityPolicy(options) };
}

/** A plain message page (errors, expired sign-in, signed out). */
export function renderMessagePage(title: string, message: string, link?: { href: string; text: string }) {
  return renderPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<a class="secondary" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : ''}`,
  });
}
