import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { SiteLogo } from './SiteLogo';

/** Auth layout (sign-in callback, /auth/*): the logo and one centred card, nothing to wander off to. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={pageClass} data-layout="auth">
      <header className={barClass}>
        <SiteLogo />
      </header>
      <main className={cardClass}>{children}</main>
    </div>
  );
}

const pageClass = css({ minH: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', bg: 'canvas' });
const barClass = css({ w: '100%', bg: 'chrome', px: '4', py: '3', display: 'flex', justifyContent: 'center' });
const cardClass = css({ mt: '10', w: 'calc(100% - 32px)', maxW: '420px', bg: 'surface', borderRadius: 'xl', p: '6', boxShadow: '0 4px 20px rgba(15,30,60,0.08)' });
