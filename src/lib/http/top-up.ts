import { safeReturnPath } from './return-path';

/**
 * The link to the pCoin top-up page (PCOIN_TOP_UP_URL: the payment site's page; locally the sandbox
 * wallet's). It carries `returnUrl`, where the payment page sends the member back once paid: always
 * on this site (SITE_URL's origin and a path that passed the sign-in return rules, return-path.ts),
 * so the link can never be made to point a member at another site after paying. The payment page
 * checks it again on its side.
 */
export const TOP_UP_RETURN_PARAM = 'returnUrl';

export function topUpHref(topUpUrl: string, siteUrl: string, returnPath: string): string {
  const href = new URL(topUpUrl);
  href.searchParams.set(TOP_UP_RETURN_PARAM, new URL(safeReturnPath(returnPath), new URL(siteUrl).origin).href);
  return href.href;
}
