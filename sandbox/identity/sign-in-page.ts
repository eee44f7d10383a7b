import { DEMO_ACCOUNTS } from '../accounts.ts';
import { MAX_USERNAME_LENGTH } from './constants.ts';
import { escapeHtml } from './http.ts';
import { renderPage } from './layout.ts';

/**
 * 「沙盒登入（示範帳號）」: the interaction page of the sandbox provider. The demo accounts are
 * buttons of one form (the button's value is the username); a second form takes a typed
 * username. Everything reflected (typed username, error, client name) is escaped.
 */
export interface SignInPageInput {
  /** Form targets: `<interaction url>/login` and `<interaction url>/abort`. */
  loginAction: string;
  abortUrl: string;
  clientName: string;
  /** `select_account` when the app asked to choose an account (prompt=select_account). */
  promptName: string;
  /** Member id of the account signed in at the provider, if any. */
  currentMemberId?: number | undefined;
  /** What the person typed last time (shown again after an error). */
  typedUsername?: string | undefined;
  error?: string | undefined;
  /** Origins the sign-in may finally redirect to (CSP form-action). */
  formTargets: readonly string[];
}

export const SIGN_IN_TITLE = '沙盒登入（示範帳號）';

function accountButtons(currentMemberId: number | undefined): string {
  return DEMO_ACCOUNTS.map(
    (account) => `<li><button class="account" type="submit" name="username" value="${escapeHtml(account.username)}">
<img src="${escapeHtml(account.image)}" alt="" width="40" height="40">
<span><span class="name">${escapeHtml(account.nickname)}${account.memberId === currentMemberId ? ' <span class="current">目前登入</span>' : ''}</span>
<span class="meta">${escapeHtml(account.label)} · 帳號 ${escapeHtml(account.username)}</span></span>
</button></li>`,
  ).join('\n');
}

export function renderSignInPage(input: SignInPageInput): { html: string; csp: string } {
  const intro = input.promptName === 'select_account' ? `選擇要以哪個帳號登入「${escapeHtml(input.clientName)}」。` : `登入以繼續使用「${escapeHtml(input.clientName)}」。`;
  const body = `<h1>${SIGN_IN_TITLE}</h1>
<p class="muted">${intro}這是本機沙盒的示範登入頁：選擇下方的示範帳號，或輸入帳號名稱。密碼可留空，也可輸入任意文字（例如 demo），不會被檢查。</p>
${input.error ? `<div class="alert" role="alert">${escapeHtml(input.error)}</div>` : ''}
<h2>選擇示範帳號</h2>
<form method="post" action="${escapeHtml(input.loginAction)}" id="account-chooser">
<ul class="accounts">
${accountButtons(input.currentMemberId)}
</ul>
</form>
<h2>或輸入帳號</h2>
<form method="post" action="${escapeHtml(input.loginAction)}" id="login-form" novalidate>
<label for="username">帳號</label>
<input type="text" id="username" name="username" autocomplete="username" autocapitalize="off" spellcheck="false"
  maxlength="${MAX_USERNAME_LENGTH}" placeholder="例如 member、author、writer、admin" value="${escapeHtml(input.typedUsername ?? '')}">
<label for="password">密碼（選填）</label>
<input type="password" id="password" name="password" autocomplete="current-password" placeholder="可留空，或輸入 demo">
<button class="primary" type="submit">登入</button>
</form>
<a class="secondary" href="${escapeHtml(input.abortUrl)}">取消登入，回到網站</a>`;
  return renderPage({ title: SIGN_IN_TITLE, body, formTargets: input.formTargets });
}
