import type { KoaContextWithOIDC } from 'oidc-provider';
import { WEB_CLIENT_NAME } from './constants.ts';
import { escapeHtml } from './http.ts';
import { renderPage } from './layout.ts';

/**
 * The pages oidc-provider renders itself, in Traditional Chinese: the sign-out confirmation,
 * the signed-out page and the error page.
 */
const AUTO_SUBMIT = "document.getElementById('op.logoutForm').submit();";

export function createProviderPages(appOrigins: readonly string[]) {
  const home = appOrigins[0];

  /**
   * Sign-out asked for by the app (id_token_hint or client_id known) happens at once, like the
   * upstream provider does; the form auto-submits with logout=yes. A sign-out request from an
   * unknown party asks first.
   */
  async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
    const fromApp = Boolean(ctx.oidc.client);
    const formWithAnswer = fromApp ? form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>') : form;
    const body = fromApp
      ? `<h1>正在登出…</h1>
<p class="muted">正在結束您在沙盒會員中心的登入狀態。</p>
${formWithAnswer}
<noscript><button class="primary" type="submit" form="op.logoutForm">繼續登出</button></noscript>`
      : `<h1>要登出沙盒會員中心嗎？</h1>
<p class="muted">登出後，需要重新選擇示範帳號才能再次登入。</p>
${formWithAnswer}
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">是，登出</button>
<button class="secondary" type="submit" form="op.logoutForm">否，保持登入</button>`;
    const page = renderPage({ title: '登出', body, formTargets: appOrigins, ...(fromApp ? { script: AUTO_SUBMIT } : {}) });
    ctx.type = 'html';
    ctx.set('content-security-policy', page.csp);
    ctx.body = page.html;
  }

  async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
    const page = renderPage({
      title: '已登出',
      body: `<h1>您已登出</h1>
<p class="muted">您已登出沙盒會員中心${ctx.oidc.client ? `（${escapeHtml(ctx.oidc.client.clientName ?? WEB_CLIENT_NAME)}）` : ''}。</p>
${home ? `<a class="secondary" href="${escapeHtml(home)}">回到網站</a>` : ''}`,
    });
    ctx.type = 'html';
    ctx.set('content-security-policy', page.csp);
    ctx.body = page.html;
  }

  async function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string | undefined }): Promise<void> {
    const page = renderPage({
      title: '登入發生問題',
      body: `<h1>登入發生問題</h1>
<p>無法完成這個請求，請回到網站重新操作。</p>
<p class="muted">錯誤代碼：${escapeHtml(out.error)}${out.error_description ? `<br>${escapeHtml(out.error_description)}` : ''}</p>
${home ? `<a class="secondary" href="${escapeHtml(home)}">回到網站</a>` : ''}`,
    });
    ctx.type = 'html';
    ctx.set('content-security-policy', page.csp);
    ctx.body = page.html;
  }

  return { logoutSource, postLogoutSuccessSource, renderError };
}
