/**
 * An unknown stock is a 404 that sends the reader home, without taking the page from a reader who is
 * using it (a plain meta refresh would leave after 5 s, search box in use or not).
 *
 * The unknown stock's 404 page (StockNotFoundSearch) writes a notice marked RETURN_HOME_NOTICE and a
 * meta refresh inside <noscript>: without JavaScript the browser goes home after RETURN_HOME_SECONDS,
 * and the form still submits before that. With JavaScript the <noscript> is inert and the edge
 * (functions/return-home-script.ts) puts RETURN_HOME_SCRIPT, with the response's CSP nonce, at the end
 * of that page's body: an inline script, not a client component, so the page hydrates nothing more.
 * It arms the timer and marks <html> `armed` (the notice is visible only then, or without scripting,
 * so it never promises a timer that does not run, as on a client-side navigation); the first sign of
 * a reader — a pointer down, a key, focus (the search box), typing, a wheel — clears the timer and marks
 * `cancelled`, which hides the notice again in the room it keeps (nothing below it moves under the
 * finger that cancelled it). The marks are on <html>, like the theme's, so React's tree is never
 * touched and hydration sees the markup it rendered.
 *
 * 10 s: the page's three lines (about 50 characters) and the choice between the search and going home
 * take a slow reader some 8 s; 5 s (the old delay) was shorter than that. Longer only keeps an idle tab
 * on a dead end: anyone who acts is no longer sent anywhere.
 */
export const RETURN_HOME_SECONDS = 10;

/** The notice's attribute: the page has a timer home; the edge adds the script only where it finds one. */
export const RETURN_HOME_NOTICE = 'data-return-home-notice';

/** The attribute on <html>: `armed` while the timer runs, `cancelled` once the reader acted. */
export const RETURN_HOME_STATE = 'data-return-home';

/**
 * ES5, no dependencies. A focused element at the start (the reader got there before the script) counts
 * as acting. Going home replaces the 404 in the history, so Back leads to the page before it, not to a
 * timer again. When the timer ends on another address or without the notice (a client-side navigation
 * away), it stays put.
 */
export const RETURN_HOME_SCRIPT = `(function(){var d=document,h=d.documentElement,n=d.querySelector('[${RETURN_HOME_NOTICE}]');if(!n)return;
var p=location.pathname,e=['pointerdown','keydown','focusin','input','wheel'],t;
function off(){for(var i=0;i<e.length;i++)d.removeEventListener(e[i],stop,true)}
function stop(){clearTimeout(t);off();h.setAttribute('${RETURN_HOME_STATE}','cancelled')}
for(var i=0;i<e.length;i++)d.addEventListener(e[i],stop,true);
if(d.activeElement&&d.activeElement!==d.body){stop();return}
h.setAttribute('${RETURN_HOME_STATE}','armed');
t=setTimeout(function(){off();if(n.isConnected&&location.pathname===p)location.replace('/')},${RETURN_HOME_SECONDS * 1000})})()`;
