import { SILENT_LOGIN_MESSAGE } from '@/lib/auth/client-auth-state';
import { escapeHtml, jsonForScript } from '@/lib/http/html-escape';
import { currentCspNonce } from '@/lib/server/request-scope';

/**
 * The answer of the silent-login callback (/refresh). The client's AuthRuntime loads /auth/silent in
 * a hidden same-origin frame; this page tells the parent how it went (postMessage to our own origin
 * only) and the parent re-renders. Opened directly (not in a frame), it simply continues to the page
 * the reader came from. The script is inline with the request's CSP nonce; the JSON is escaped so
 * no return path can close the script element.
 */

export function silentResultPage(result: { ok: boolean; returnTo: string; setCookies?: readonly string[] }): Response {
  const nonce = currentCspNonce();
  const message = jsonForScript({ type: SILENT_LOGIN_MESSAGE, ok: result.ok });
  const returnTo = jsonForScript(result.returnTo);
  const html = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>登入中…</title></head><body>
<p><a href="${escapeHtml(result.returnTo)}">繼續</a></p>
<script${nonce ? ` nonce="${nonce}"` : ''}>
if (window.parent !== window) window.parent.postMessage(${message}, location.origin);
else location.replace(${returnTo});
</script></body></html>`;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of result.setCookies ?? []) headers.append('set-cookie', cookie);
  return new Response(html, { status: 200, headers });
}
