import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { focusRing, pill } from '@/components/ui/control-styles';
import { themeVar } from '@/lib/design/palette';

export const NOT_FOUND_HEADING = '找不到這個網頁';
export const NOT_FOUND_TEXT = '您要找的網頁可能已被移除，或暫時無法瀏覽。';
export const BACK_HOME_LABEL = '回到首頁';

/**
 * The body of the 404 page: heading, why, and a way home. A plain link, not a client
 * `<Link>`: it works without JavaScript, and a full load home leaves whatever state led here.
 * It never shows the requested path, so nothing from the URL is reflected into the page.
 * `children` (an unknown stock's search) go between the why and the way home.
 */
export function NotFoundView({ children }: { children?: ReactNode }) {
  return (
    <section className={boxClass} aria-labelledby="not-found-heading" data-testid="not-found">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="32" cy="32" r="20" fill="none" stroke={themeVar('stable')} strokeWidth="4" />
        <path d="M47 47 L62 62" stroke={themeVar('stable')} strokeWidth="5" strokeLinecap="round" />
        <path d="M25 27 L39 37 M39 27 L25 37" stroke={themeVar('rise')} strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <h1 id="not-found-heading" className={headingClass}>
        {NOT_FOUND_HEADING}
      </h1>
      <p className={textClass}>{NOT_FOUND_TEXT}</p>
      {children}
      <a href="/" className={buttonClass}>
        {BACK_HOME_LABEL}
      </a>
      {/* Whatever the address, this view is a 404 for the page-view report. */}
      <PageViewDetails contentGroup="not-found" />
    </section>
  );
}

const boxClass = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center', py: '16', px: '4', minH: '50vh', justifyContent: 'center' });
const headingClass = css({ fontSize: '24px', fontWeight: 700, m: 0, color: 'ink' });
const textClass = css({ m: 0, color: 'muted', fontSize: '15px' });
const buttonClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), {
  mt: '3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '44px',
  px: '6',
  _focusVisible: { outline: '3px solid token(colors.rise)' },
});
