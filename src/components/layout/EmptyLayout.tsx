import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * Empty layout (/onlyarticlecontent/*): the content alone, for embedding in the company's apps.
 * No header, footer or sign-in prompts.
 */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main className={mainClass} data-layout="empty">
      {children}
    </main>
  );
}

const mainClass = css({ maxW: '760px', mx: 'auto', px: '4', py: '4', bg: 'surface', minH: '100dvh' });
