import type Provider from 'oidc-provider';
import type { SandboxStorage } from '../storage.ts';
import type { Wallet } from '../wallet.ts';
import { BodyTooLargeError, escapeHtml, type KoaContext, parseForm, readBody, sendHtml } from './http.ts';
import { renderMessagePage, renderPage } from './layout.ts';
import { findMemberBySub, type IdentityMember } from './members.ts';

/**
 * 「儲值 pCoin」: the member centre's top-up page, what a production payment page is to the app (its
 * PCOIN_TOP_UP_URL links here from the paywall). It lives below the provider because that is where the
 * member is known to a browser: the provider's own session cookie (path /identity), set at sign-in,
 * names the member, as the member's bearer token does for the other services. Choosing an amount adds
 * it to the wallet (no payment: it is the sandbox) and sends the browser back to `returnUrl`, which must
 * be a page of the app (one of its registered origins): never an open redirect.
 */
export const TOP_UP_PATH = '/wallet/top-up';
export const TOP_UP_AMOUNTS = [100, 500, 1000] as const;
export const TOP_UP_TITLE = '儲值 pCoin';
/** The same limit the app keeps for a return path, here for the whole URL. */
const MAX_RETURN_URL_LENGTH = 2048;
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/u;

export interface TopUpDeps {
  provider: Provider;
  storage: SandboxStorage;
  wallet: Pick<Wallet, 'balance' | 'topUp'>;
  /** The app's origins: the only places `returnUrl` may lead. */
  appOrigins: readonly string[];
  /** The provider's mount path (/identity), where the form posts. */
  mountPath: string;
}

/**
 * `raw` as the URL to send the member back to, when it is an http(s) page of one of the app's origins
 * (no credentials in it, no whitespace, controls or backslashes, not too long); otherwise null. A path
 * starting `//` is refused too, as the app refuses it in its own return paths: a page that turned it
 * into a relative link would leave the site.
 */
export function safeTopUpReturnUrl(raw: unknown, appOrigins: readonly string[]): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_URL_LENGTH) return null;
  if (CONTROL_OR_SPACE.test(raw) || raw.includes('\\') || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname.startsWith('//')) return null;
  return appOrigins.includes(url.origin) ? url.href : null;
}

const pCoin = (amount: number) => `${new Intl.NumberFormat('en-US').format(amount)} pCoin`;

export function createTopUpHandlers(deps: TopUpDeps) {
  const { provider, storage, wallet, appOrigins, mountPath } = deps;
  const home = appOrigins[0] ? `${appOrigins[0]}/` : undefined;
  const action = `${mountPath}${TOP_UP_PATH}`;
  const ownOrigin = new URL(provider.issuer).origin;

  /** The member the provider's session names in this browser, or undefined (not signed in here). */
  async function signedInMember(ctx: KoaContext): Promise<IdentityMember | undefined> {
    const session = await provider.Session.get(ctx);
    return session.accountId ? findMemberBySub(storage, session.accountId) : undefined;
  }

  /**
   * Whether a POST comes from this page's own form. The session cookie is SameSite=Lax, but the app's
   * pages are same-site with the sandbox (localhost, another port), so that is not enough. Browsers say
   * where a request comes from in Sec-Fetch-Site; under this page's no-referrer policy their Origin is
   * "null", so Origin only decides for a client that sends no Sec-Fetch-Site.
   */
  function fromThisPage(ctx: KoaContext): boolean {
    const site = ctx.get('sec-fetch-site');
    return site ? site === 'same-origin' : ctx.get('origin') === ownOrigin;
  }

  function message(ctx: KoaContext, status: number, title: string, text: string, back: string | null) {
    const link = back ?? home;
    const page = renderMessagePage(title, text, link ? { href: link, text: '回到美股通' } : undefined);
    sendHtml(ctx, status, page.html, page.csp);
  }

  function signInFirst(ctx: KoaContext, back: string | null) {
    message(ctx, 401, '請先登入會員', '儲值 pCoin 需要先登入。請回到美股通登入會員後，再從付費文章的「儲值 pCoin」前來。', back);
  }

  async function render(ctx: KoaContext, status: number, member: IdentityMember, back: string | null, notice?: { text: string; error: boolean }) {
    const balance = await wallet.balance(member.memberId);
    const amounts = TOP_UP_AMOUNTS.map((amount, index) => `<label class="amount"><input type="radio" name="amount" value="${amount}"${index === 0 ? ' required' : ''}> ${pCoin(amount)}</label>`).join(
      '\n',
    );
    const body = `<h1>${TOP_UP_TITLE}</h1>
<p class="muted">這是本機沙盒的示範儲值頁：不會真的付款，選擇的點數會直接加到你的帳號。</p>
${notice ? `<div class="${notice.error ? 'alert' : 'notice'}" role="${notice.error ? 'alert' : 'status'}">${escapeHtml(notice.text)}</div>` : ''}
<dl class="wallet">
<dt>會員</dt><dd>${escapeHtml(member.nickname)}</dd>
<dt>目前餘額</dt><dd id="balance">${pCoin(balance)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>選擇儲值金額</legend>
<div class="amounts">
${amounts}
</div>
</fieldset>
${back ? `<input type="hidden" name="returnUrl" value="${escapeHtml(back)}">` : ''}
<button class="primary" type="submit">確認儲值</button>
</form>
${(back ?? home) ? `<a class="secondary" href="${escapeHtml(back ?? home)}">取消，回到美股通</a>` : ''}`;
    // form-action: the form posts here, then is redirected to the app (CSP applies to that redirect too).
    const page = renderPage({ title: TOP_UP_TITLE, body, formTargets: appOrigins });
    sendHtml(ctx, status, page.html, page.csp);
  }

  /** GET: the page. A `returnUrl` that is not the app's is dropped (the page links to the app's home instead). */
  async function show(ctx: KoaContext) {
    const back = safeTopUpReturnUrl(ctx.query.returnUrl, appOrigins);
    const member = await signedInMember(ctx);
    if (!member) return signInFirst(ctx, back);
    await render(ctx, 200, member, back);
  }

  /** POST: one of the offered amounts, for the signed-in member, from this page only; then back to the app. */
  async function submit(ctx: KoaContext) {
    if (!fromThisPage(ctx)) return message(ctx, 403, '無法儲值', '這個儲值要求不是從儲值頁送出的，沒有儲值。', null);
    let fields: Record<string, string>;
    try {
      fields = parseForm(await readBody(ctx));
    } catch (err) {
      if (!(err instanceof BodyTooLargeError)) throw err;
      return message(ctx, 413, '無法儲值', '送出的資料過大，沒有儲值。', null);
    }
    const rawReturn = fields.returnUrl ?? '';
    const back = safeTopUpReturnUrl(rawReturn, appOrigins);
    // A return address that is not the app's is a tampered form: refused before anything is added.
    if (rawReturn !== '' && !back) return message(ctx, 400, '無法儲值', '返回網址不是美股通的網頁，沒有儲值。', null);
    const member = await signedInMember(ctx);
    if (!member) return signInFirst(ctx, back);
    const amount = TOP_UP_AMOUNTS.find((offered) => String(offered) === fields.amount);
    if (amount === undefined) return render(ctx, 400, member, back, { text: '請選擇儲值金額（100、500 或 1,000 pCoin）。', error: true });

    const { balance } = await wallet.topUp(member.memberId, amount);
    if (!back) return render(ctx, 200, member, null, { text: `已儲值 ${pCoin(amount)}，目前餘額 ${pCoin(balance)}。`, error: false });
    // 303: the browser follows with a GET, and a reload there cannot post the top-up again.
    ctx.status = 303;
    ctx.redirect(back);
  }

  return { show, submit };
}
