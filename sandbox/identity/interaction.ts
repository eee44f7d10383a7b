import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import * as v from 'valibot';
import { markHasLoggedIn } from './browser-session.ts';
import { MAX_USERNAME_LENGTH, WEB_CLIENT_NAME } from './constants.ts';
import { BodyTooLargeError, type KoaContext, parseForm, readBody, sendHtml } from './http.ts';
import { renderMessagePage } from './layout.ts';
import { findDemoMemberByUsername } from './members.ts';
import { renderSignInPage } from './sign-in-page.ts';

/**
 * The sign-in interaction: oidc-provider sends the browser to /interaction/<uid> when it needs
 * the person to sign in or choose an account; the chosen demo account finishes the interaction
 * and the browser goes back to the authorization endpoint to receive its code.
 */
export interface InteractionDeps {
  provider: Provider;
  mountPath: string;
  appOrigins: readonly string[];
}

const LoginForm = v.object({
  username: v.optional(v.string(), ''),
  // Any password is accepted (the page says so); it is only bounded.
  password: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
});

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export function createInteractionHandlers(deps: InteractionDeps) {
  const { provider, mountPath, appOrigins } = deps;
  const home = appOrigins[0];

  function expired(ctx: KoaContext) {
    const page = renderMessagePage('登入流程已逾時', '這個登入頁面已失效或已完成，請回到網站重新登入。', home ? { href: home, text: '回到網站' } : undefined);
    sendHtml(ctx, 400, page.html, page.csp);
  }

  /** The interaction bound to this browser (cookie) and to the uid in the URL, or null. */
  async function load(ctx: KoaContext, uid: string): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      return interaction.uid === uid ? interaction : null;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return null;
      throw err;
    }
  }

  async function render(ctx: KoaContext, interaction: Interaction, status: number, extra: { error?: string; typed?: string } = {}) {
    const client = await provider.Client.find(String(interaction.params.client_id ?? ''));
    const base = `${mountPath}/interaction/${interaction.uid}`;
    const currentAccount = interaction.session?.accountId;
    const page = renderSignInPage({
      loginAction: `${base}/login`,
      abortUrl: `${base}/abort`,
      clientName: client?.clientName ?? WEB_CLIENT_NAME,
      promptName: interaction.prompt.name,
      currentMemberId: currentAccount ? Number(currentAccount) : undefined,
      typedUsername: extra.typed,
      error: extra.error,
      formTargets: appOrigins,
    });
    sendHtml(ctx, status, page.html, page.csp);
  }

  async function show(ctx: KoaContext, uid: string) {
    const interaction = await load(ctx, uid);
    if (!interaction) return expired(ctx);
    await render(ctx, interaction, 200);
  }

  async function login(ctx: KoaContext, uid: string) {
    const interaction = await load(ctx, uid);
    if (!interaction) return expired(ctx);

    let body: string;
    try {
      body = await readBody(ctx);
    } catch (err) {
      if (!(err instanceof BodyTooLargeError)) throw err;
      return render(ctx, interaction, 413, { error: '送出的資料過大，請重新輸入帳號。' });
    }
    const form = v.safeParse(LoginForm, parseForm(body));
    if (!form.success) return render(ctx, interaction, 400, { error: '密碼過長，請重新輸入。' });

    const username = form.output.username.trim();
    if (!username) return render(ctx, interaction, 400, { error: '請輸入帳號，或選擇上方的示範帳號。' });
    if (username.length > MAX_USERNAME_LENGTH) {
      return render(ctx, interaction, 400, { error: `帳號長度不可超過 ${MAX_USERNAME_LENGTH} 個字元。` });
    }
    const member = findDemoMemberByUsername(username);
    if (!member) {
      return render(ctx, interaction, 401, { error: `找不到帳號「${username}」。請選擇上方的示範帳號，或輸入 member、author、writer、admin。`, typed: username });
    }

    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: String(member.memberId), amr: ['pwd'] }, select_account: {} }, { mergeWithLastSubmission: false });
    markHasLoggedIn(ctx, mountPath);
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  async function abort(ctx: KoaContext, uid: string) {
    const interaction = await load(ctx, uid);
    if (!interaction) return expired(ctx);
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { error: 'access_denied', error_description: 'End-User cancelled the sign-in' }, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  return { show, login, abort };
}
