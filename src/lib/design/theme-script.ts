/**
 * The theme choice (decision 042): 跟隨系統 (the default), 淺色 or 深色, remembered on the device in
 * localStorage, never in a cookie, so a page kept in the guest page cache (decision 030) is the same
 * HTML for every reader and bakes in nobody's theme.
 *
 * THEME_SCRIPT runs inline, first in <head>, before anything paints: the edge layer writes it there with
 * the response's CSP nonce as it does the tap hold (functions/security-headers.ts), so a page from the
 * guest cache gets it with its own nonce and React's payload never carries it. It marks a chosen theme
 * on <html> (`data-theme`; none when following the system, which CSS then does by media query), so there
 * is no flash of the wrong theme, and nothing to do without JavaScript.
 *
 * It also owns the three radios of the theme menu (ThemeMenu.tsx, server HTML), so the switch costs no
 * client component: it checks the stored choice once the document is parsed and whenever the menu opens
 * (a client navigation may have drawn a new header), applies and stores a change, follows a choice made
 * in another tab, and closes the open menu on Esc or a click outside it. About 1.2 kB, written by hand
 * (the edge inserts it as text; it is not bundled).
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** The radios' name: the script listens for changes of inputs with this name. */
export const THEME_INPUT_NAME = 'theme-choice';

export const THEME_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)},n=${JSON.stringify(THEME_INPUT_NAME)};
function get(){try{var v=localStorage.getItem(k);return v==='light'||v==='dark'?v:'system'}catch(e){return 'system'}}
function apply(c){if(c==='system')d.removeAttribute('data-theme');else d.setAttribute('data-theme',c)}
function sync(){var c=get(),l=document.getElementsByName(n);for(var i=0;i<l.length;i++)l[i].checked=l[i].value===c}
apply(get());
document.addEventListener('DOMContentLoaded',sync);document.addEventListener('toggle',sync,true);
document.addEventListener('change',function(e){var t=e.target;if(!t||t.name!==n)return;var c=t.value==='light'||t.value==='dark'?t.value:'system';
try{if(c==='system')localStorage.removeItem(k);else localStorage.setItem(k,c)}catch(x){}apply(c)});
function menu(){return document.querySelector('details[data-theme-menu][open]')}
document.addEventListener('click',function(e){var m=menu();if(m&&!m.contains(e.target))m.open=false});
document.addEventListener('keydown',function(e){var m=menu();if(m&&e.key==='Escape'){m.open=false;var s=m.querySelector('summary');if(s)s.focus()}});
addEventListener('storage',function(e){if(e.key===k||e.key===null){apply(get());sync()}})})()`;
