import { defineConfig } from '@pandacss/dev';

/**
 * Panda CSS: atomic classes extracted at build time (zero runtime), so server components can
 * style themselves without shipping a CSS-in-JS runtime to the browser.
 * Tokens carry the product constants (spec §9): rise/fall colours and breakpoints.
 */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // spec §9 breakpoints: mobile 0, tablet 576, laptop 1024, desktop 1440
  conditions: { extend: {} },
  theme: {
    extend: {
      breakpoints: { tablet: '576px', laptop: '1024px', desktop: '1440px' },
      tokens: {
        colors: {
          rise: { value: '#ff635b' },
          fall: { value: '#38b47e' },
          stable: { value: '#8a8f98' },
          // The same hues, darker, for text: 5.3:1 on white and 4.9:1 on the canvas (WCAG AA needs 4.5:1).
          // rise/fall stay for candles, bars, lines and fills (spec §9).
          riseText: { value: '#c8322b' },
          fallText: { value: '#187a4e' },
          stableText: { value: '#5d6776' },
          brand: { value: '#0f4c81' },
          brandDark: { value: '#0a365c' },
          ink: { value: '#1c2430' },
          muted: { value: '#5d6776' },
          line: { value: '#e3e7ee' },
          surface: { value: '#ffffff' },
          canvas: { value: '#f4f6f9' },
          // The loading bar runs over the brand-blue header: amber stands out there and on white.
          loadingBar: { value: '#f5a623' },
          loadingBarError: { value: '#ff635b' },
        },
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
