import { css } from 'styled-system/css';
import { themeVar } from '@/lib/design/palette';

export const SITE_NAME = '美股通';

/** The site mark: a link home. */
export function SiteLogo() {
  return (
    <a href="/" className={logoClass} aria-label={`${SITE_NAME} 首頁`}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill={themeVar('onChrome')} />
        <path d="M5 19 L11 12 L15 16 L23 7" stroke={themeVar('rise')} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{SITE_NAME}</span>
    </a>
  );
}

const logoClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: '20px', fontWeight: 700, color: 'onChrome', letterSpacing: '0.04em', flexShrink: 0 });
