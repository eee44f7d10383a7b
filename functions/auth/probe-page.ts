import type { EdgeContext } from '../edge-env';
import { SILENT_LOGIN_MESSAGE } from '@/lib/auth/client-auth-state';
import { hasLoggedInUrlOf } from '@/lib/auth/client-auth-state-builder';
import { parseConfig } from '@/lib/config';
import { escapeHtml, jsonForScript } from '@/lib/http/html-escape';
import { currentCspNonce } from '@/lib/server/request-scope';
import { returnPathOf } from './redirects';

/**
 * `GET /auth/probe?from=`: the first step of auth on load, in the hidden frame the
 * page opens once it has loaded and gone idle. A page of a few hundred bytes asks the provider's
 * has-logged-in (a failure counts as yes); on yes it goes on to `/auth/silent` in the same frame, on no
 * it tells the parent that nothing was tried. The has-logged-in answer is `no-store`: asked from the
 * page itself, it would bar the page from the back/forward cache; asked here, it taints only this frame,
 * which is gone before the reader leaves. Opened directly (not in a frame), it continues to `from`.
 */
export function probePage(c: EdgeContext): Response {
  const config = parseConfig(c.env);
  const returnTo = returnPathOf(c.req.raw, c.req.query('from'));
  const nonce = currentCspNonce();
  const nothingTried = jsonForScript({ type: SILENT_LOGIN_MESSAGE, ok: false, tried: false });
  const html = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>登入中…</title></head><body>
<p><a href="${escapeHtml(returnTo)}">繼續</a></p>
<script${nonce ? ` nonce="${nonce}"` : ''}>
(async function () {
  var yes = true;
  try {
    var res = await fetch(${jsonForScript(hasLoggedInUrlOf(config))}, { credentials: 'include' });
    var body = await res.json();
    if (res.ok && typeof body.hasLoggedin === 'boolean') yes = body.hasLoggedin;
  } catch (e) {}
  if (yes) location.replace(${jsonForScript(`/auth/silent?from=${encodeURIComponent(returnTo)}`)});
  else if (window.parent !== window) window.parent.postMessage(${nothingTried}, location.origin);
  else location.replace(${jsonForScript(returnTo)});
})();
</script></body></html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
