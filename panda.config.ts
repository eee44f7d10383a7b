import { defineConfig } from '@pandacss/dev';
import { DARK_PALETTE, PALETTE, type PaletteColour } from './src/lib/design/palette';

/**
 * Each colour is a semantic token (one CSS variable) with the dark value under two conditions: the
 * reader chose dark (`data-theme="dark"` on <html>, set before first paint by theme-script.ts), or the
 * system is dark and the reader did not choose light. Following the system is the default and needs no
 * script: without JavaScript the media query alone decides (decision 042).
 */
const themedColours = Object.fromEntries(
  (Object.keys(PALETTE) as PaletteColour[]).map((name) => {
    const dark = DARK_PALETTE[name];
    return [name, { value: { base: PALETTE[name], _dark: dark, _osDark: { _themeAuto: dark } } }];
  }),
);

/**
 * Panda CSS: atomic classes extracted at build time (zero runtime), so server components can
 * style themselves without shipping a CSS-in-JS runtime to the browser.
 * Tokens carry the product constants: rise/fall colours (from src/lib/design/palette.ts)
 * and breakpoints.
 */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  // No jsxFramework: every style is a css()/cva() call (no <Box> or style props), so Panda need not read every
  // JSX prop as a possible style (it tried to evaluate props such as minHeight={PLOT_HEIGHT} and failed).
  // Short hashed class names (`_1x2y3z` for `fs_14px`): every element carries its classes twice, in the
  // HTML and in the inlined RSC payload that hydrates it, where readable atomic names made up about
  // 40 % of the payload (decision 031). Variables keep their names (style attributes use them).
  hash: { className: true, cssVar: false },
  // The product's breakpoints: mobile 0, tablet 576, laptop 1024, desktop 1440. `wide` (1280) is not one: it
  // is where a member's laptop header has room for the search field beside every category (SiteHeader.tsx).
  // `dark` replaces Panda's default `.dark &`: the site marks a chosen theme on <html> (theme-script.ts).
  // Semantic tokens only take the built-in condition names for a parent selector, hence `dark`.
  conditions: { extend: { dark: '[data-theme="dark"] &', themeAuto: ':root:not([data-theme="light"]) &' } },
  theme: {
    extend: {
      breakpoints: { tablet: '576px', laptop: '1024px', wide: '1280px', desktop: '1440px' },
      tokens: { fonts: { body: { value: "-apple-system, BlinkMacSystemFont, 'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif" } } },
      // One source for CSS and for code that paints outside it (src/lib/design/palette.ts).
      semanticTokens: { colors: themedColours },
      keyframes: { shimmer: { '0%': { backgroundPosition: '-400px 0' }, '100%': { backgroundPosition: '400px 0' } } },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'ink', bg: 'canvas', lineHeight: '1.6' },
    // In-page anchors glide (not for readers who asked for less motion), and land below the sticky
    // header (and on stock pages the sticky tabs: StockLayout raises --sticky-top), never under it.
    // Form controls and scrollbars follow the theme (the same two conditions as the colours).
    ':root': { colorScheme: 'light' },
    '[data-theme="dark"]': { colorScheme: 'dark' },
    '@media (prefers-color-scheme: dark)': { ':root:not([data-theme="light"])': { colorScheme: 'dark' } },
    html: { scrollBehavior: 'smooth', '--sticky-top': '68px', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    '[id]': { scrollMarginTop: 'var(--sticky-top)' },
    a: { color: 'inherit', textDecoration: 'none' },
  },
});
