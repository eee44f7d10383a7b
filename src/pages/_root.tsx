import type { ReactNode } from 'react';
import '../styles/global.css';

/** The document: Traditional Chinese (Taiwan), mobile viewport (Waku adds charset and viewport). */
export default function Root({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant-TW">
      <head>
        <meta name="theme-color" content="#0f4c81" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
