import { defineConfig } from '@pandacss/dev';
import { PALETTE } from './src/lib/design/palette';

/**
 * Panda CSS: atomic classes extracted at build time (zero runtime), so server components can
 * style themselves without shipping a CSS-in-JS runtime to the browser.
 * Tokens carry the product constants (spec §9): rise/fall colours (from src/lib/design/palette.ts)
 * and breakpoints.
 */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Short hashed class names (`_1x2y3z` for `fs_14px`): every element carries its classes twice, in the
  // HTML and in the inlined RSC payload that hydrates it, where readable atomic names made up about
  // 40 % of the payload (decision 031). Variables keep their names (style attributes use them).
  hash: { className: true, cssVar: false },
  // spec §9 breakpoints: mobile 0, tablet 576, laptop 1024, desktop 1440
  conditions: { extend: {} },
  theme: {
    extend: {
      breakpoints: { tablet: '576px', laptop: '1024px', desktop: '1440px' },
      tokens: {
        // One source for CSS and for code that paints outside it (src/lib/design/palette.ts).
        colors: Object.fromEntries(Object.entries(PALETTE).map(([name, value]) => [name, { value }])),
        fonts: {
          body: {
            value:
              "-apple-system, BlinkMacSystemFont, 'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif",
          },
        },
      },
      keyframes: {
        shimmer: { '0%': { backgroundPosition: '-400px 0' }, '100%': { backgroundPosition: '400px 0' } },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'ink', bg: 'canvas', lineHeight: '1.6' },
    // In-page anchors glide (not for readers who asked for less motion), and land below the sticky
    // header (and on stock pages the sticky tabs: StockLayout raises --sticky-top), never under it.
    html: { scrollBehavior: 'smooth', '--sticky-top': '68px', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    '[id]': { scrollMarginTop: 'var(--sticky-top)' },
    a: { color: 'inherit', textDecoration: 'none' },
  },
});
