import { RETURN_HOME_NOTICE, RETURN_HOME_SCRIPT } from '@/lib/http/return-home-timer';

/**
 * The unknown stock's timer home (src/lib/http/return-home-timer.ts): a 404 page that holds the
 * notice gets the script last in its body, with the response's nonce, after the notice and the search box
 * it watches. Written by the edge like the theme script, so React's payload never carries the nonce.
 * Only on a 404: a notice smuggled into another page (an article's HTML) starts no timer.
 */
export function addReturnHomeScript(rewriter: HTMLRewriter, status: number, nonce: string): HTMLRewriter {
  if (status !== 404) return rewriter;
  let hasNotice = false;
  return rewriter
    .on(`[${RETURN_HOME_NOTICE}]`, {
      element() {
        hasNotice = true;
      },
    })
    .on('body', {
      element(body) {
        body.onEndTag((end) => {
          if (hasNotice) end.before(`<script nonce="${nonce}">${RETURN_HOME_SCRIPT}</script>`, { html: true });
        });
      },
    });
}
