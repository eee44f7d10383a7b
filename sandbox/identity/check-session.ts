import { COOKIES } from './constants.ts';
import { scriptHash } from './layout.ts';

/**
 * The check_session_iframe page (OpenID Connect Session Management 1.0, §3.3). The app embeds
 * it and posts "<client_id> <session_state>"; the page answers "unchanged", "changed" or
 * "error" by recomputing the session state from the browser-state cookie (see session-state.ts).
 * Only the app's own origins get an answer, and only they may frame the page.
 */
export function checkSessionScript(allowedOrigins: readonly string[]): string {
  // JSON in a script: escape "<" so no origin string can close the script element.
  const allowed = JSON.stringify(allowedOrigins).replace(/</g, '\\u003c');
  return `(function () {
  var allowed = ${allowed};
  var cookieName = ${JSON.stringify(COOKIES.browserState)};
  function readCookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (parts[i].slice(0, at) === name) return decodeURIComponent(parts[i].slice(at + 1));
    }
    return '';
  }
  function base64url(buffer) {
    var bytes = new Uint8Array(buffer), text = '';
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  window.addEventListener('message', function (event) {
    if (allowed.indexOf(event.origin) === -1 || !event.source) return;
    function reply(answer) { event.source.postMessage(answer, event.origin); }
    var parts = typeof event.data === 'string' ? event.data.split(' ') : [];
    var clientId = parts[0], sessionState = parts[1] || '', dot = sessionState.lastIndexOf('.');
    if (parts.length !== 2 || !clientId || dot < 1 || dot === sessionState.length - 1) return reply('error');
    var salt = sessionState.slice(dot + 1);
    var text = clientId + ' ' + event.origin + ' ' + readCookie(cookieName) + ' ' + salt;
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
      reply(base64url(digest) + '.' + salt === sessionState ? 'unchanged' : 'changed');
    }, function () { reply('error'); });
  });
})();`;
}

export function renderCheckSessionPage(allowedOrigins: readonly string[]): { html: string; csp: string } {
  const script = checkSessionScript(allowedOrigins);
  const html = `<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head><meta charset="utf-8"><title>check session</title></head>
<body><script>${script}</script></body>
</html>`;
  const csp = ["default-src 'none'", `script-src ${scriptHash(script)}`, `frame-ancestors ${allowedOrigins.length ? allowedOrigins.join(' ') : "'none'"}`].join('; ');
  return { html, csp };
}
