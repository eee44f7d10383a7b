/**
 * The style sheet inline on a first visit. A reader's first page waited for the site's one
 * style sheet (48.5 kB, 16 KiB brotli) before it could paint: a request of its own on a cold
 * connection. A document asked for without any of our cookies (a first visit: nothing of ours can be in
 * the browser's cache) gets the sheet's text in a `<style>` with the request's nonce, and the `<link>`
 * stays with `media="print"`: React finds its stylesheet resource where it left it (so it neither adds a
 * second link nor holds the commit for one), and the browser fetches the file at low priority, off the
 * critical path, for the pages after this one, which link it as before (and find it in their cache).
 */
import { cookieValue, sessionCookieName } from './session/session-cookie';

const STYLE_SHEET = 'link[rel="stylesheet"][href^="/assets/"]';

/** The sheets' text by binding and address: their names are content hashes, so a copy never goes stale. */
const sheetsByBinding = new WeakMap<Fetcher, Map<string, Promise<string | null>>>();
const MAX_SHEETS = 8;

/** True for a request that carries none of our session: a first visit (or cookies turned off). */
export function isFirstVisit(request: Request): boolean {
  return cookieValue(request.headers.get('cookie'), sessionCookieName(new URL(request.url))) === null;
}

function sheetText(assets: Fetcher, href: string): Promise<string | null> {
  let sheets = sheetsByBinding.get(assets);
  if (!sheets) sheetsByBinding.set(assets, (sheets = new Map()));
  let text = sheets.get(href);
  if (!text) {
    text = assets
      .fetch(new URL(href, 'https://assets.invalid'))
      .then((res) => (res.ok ? res.text() : null))
      .catch(() => null);
    if (sheets.size >= MAX_SHEETS) sheets.clear();
    sheets.set(href, text);
    // A failure is not kept: the next first visit asks again.
    void text.then((value) => {
      if (value === null) sheets.delete(href);
    });
  }
  return text;
}

/** Adds the inlining to a rewriter of this request's HTML. A sheet that cannot be read stays a link. */
export function inlineStyleSheets(rewriter: HTMLRewriter, assets: Fetcher | undefined, nonce: string): HTMLRewriter {
  if (!assets) return rewriter;
  return rewriter.on(STYLE_SHEET, {
    async element(link) {
      const href = link.getAttribute('href');
      const css = href ? await sheetText(assets, href) : null;
      // "</style" cannot appear in a sheet Panda wrote; refuse it rather than trust that.
      if (css === null || /<\/style/i.test(css)) return;
      link.before(`<style nonce="${nonce}">${css}</style>`, { html: true });
      link.setAttribute('media', 'print');
    },
  });
}
