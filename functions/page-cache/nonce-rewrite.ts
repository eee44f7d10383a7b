/**
 * A kept page was rendered for someone else, with their CSP nonce on its inline scripts (React puts
 * it on the bootstrap, the RSC payload pushes and the Suspense completions). Every element that
 * carries a nonce gets this response's own, so the nonce in the Content-Security-Policy header
 * matches every script and no nonce is ever sent twice. Elements without one are left alone: a
 * script the render did not bless stays unblessed. lol-html rewrites as the body streams.
 */
export function withFreshNonces(res: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(res);
}
