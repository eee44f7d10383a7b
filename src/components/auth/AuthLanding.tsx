import { css } from 'styled-system/css';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { focusRing } from '@/components/ui/control-styles';
import { isPrivatePagePath } from '@/lib/auth/guards';
import { loginHref } from '@/lib/http/return-path';

export const AUTH_LANDING_HEADING = `登入${SITE_NAME}`;

/**
 * The sign-in landing of /auth/{from} (auth layout): one button to the identity provider —
 * the same flow as the header's 登入 (`/login?from=`, decision 016), which returns the reader to
 * `target` — and a way to go on without signing in. One-tap is offered by the root layout, as on
 * every page for visitors who are not signed in; its sign-in reloads this page, which then
 * sends the member on to `target`. A target only members may open (the watchlist) says so, and the way
 * on without signing in goes home: the target itself would only send the guest back here.
 */
export function AuthLanding({ target }: { target: string }) {
  const membersOnly = isPrivatePagePath(new URL(target, 'http://x').pathname);
  const home = target === '/';
  return (
    <div className={stackClass} data-testid="auth-landing" data-target={target}>
      <PrivatePageHead title={AUTH_LANDING_HEADING} />
      <h1 className={headingClass}>{AUTH_LANDING_HEADING}</h1>
      <p className={textClass}>
        {membersOnly ? '這個頁面需要登入。登入後會帶你回到這裡，' : home ? '登入後會帶你到首頁，' : '登入後會帶你回到剛才的頁面，'}
        可以解鎖付費文章、管理自選股和持股、設定到價通知。
      </p>
      <a href={loginHref(target)} className={buttonClass} data-testid="auth-landing-sign-in">
        前往登入
      </a>
      <a href={membersOnly ? '/' : target} className={skipClass} data-testid="auth-landing-skip">
        {home || membersOnly ? '先不登入，回到首頁' : '先不登入，繼續瀏覽'}
      </a>
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '4', justifyItems: 'center', textAlign: 'center' });
const headingClass = css({ m: 0, fontSize: '24px', fontWeight: 800 });
const textClass = css({ m: 0, fontSize: '15px', color: 'muted', lineHeight: '1.6' });
const buttonClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '100%',
  h: '48px',
  borderRadius: 'full',
  bg: 'brand',
  color: 'onBrand',
  fontWeight: 700,
  fontSize: '16px',
  _hover: { bg: 'brandDark' },
});
const skipClass = css(focusRing.raw(), { fontSize: '14px', color: 'brand', textDecoration: 'underline', py: '2' });
