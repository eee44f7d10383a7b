/**
 * The site's colours as plain values: the one source for panda.config.ts's tokens (CSS) and for the
 * code that paints outside CSS (the lightweight-charts canvas, inline SVG), so a chart and the text
 * beside it can never disagree. Small on purpose: the price chart's client chunk imports it.
 *
 * Two themes (decision 042). Every name is a Panda semantic token, i.e. one CSS variable
 * (`--colors-ink`) whose value the theme decides, so code that says `color: 'ink'` is themed without
 * knowing there are themes. Code outside CSS takes `themeVar('ink')` (SVG attributes) or reads the
 * variable at run time (the canvas chart: theme-colours.ts).
 *
 * Rise red and fall green (the product's fixed #ff635b and #38b47e, Taiwan convention) are for
 * candles, bars, lines and fills, the same in both themes (3:1 or more against both grounds). As
 * text on white they fail WCAG AA (2.9:1 and 2.6:1), so text takes the darker shades of the same
 * hues (decision 025); on the dark grounds, lighter shades. Zero is neutral. Ratios noted here are
 * computed by palette.test.ts (which fails below 4.5:1 for text, 3:1 for graphics); "on
 * surface/canvas" means the theme's own grounds.
 */
/**
 * The spec's rise and fall colours, the same in both themes: apart, so the browser code that paints
 * them directly (the live price flash, the canvas chart) does not download the whole palette.
 */
export const TAIWAN_COLOURS = { rise: '#ff635b', fall: '#38b47e' } as const;

/** The footer's text and the sidebar (drawer): they stay dark in both themes, so one set serves both. */
const DARK_SURROUNDS = { footerText: '#c5cbd6', footerMuted: '#8a93a3', drawer: '#111418', drawerText: '#f2f4f7', drawerMuted: '#c9d1dc', drawerAccent: '#7fb3e6' } as const;

export const PALETTE = {
  ...TAIWAN_COLOURS,
  stable: '#8a8f98',
  /** 5.3:1 on white, 4.9:1 on the canvas. */
  riseText: '#c8322b',
  /** 5.3:1 on white, 4.9:1 on the canvas. */
  fallText: '#187a4e',
  /** 5.9:1 on white. */
  stableText: '#5d6776',
  /** Links and selected controls; as a ground it carries onBrand text (9.0:1). */
  brand: '#0f4c81',
  /** The hover ground of brand controls, and a text shade. */
  brandDark: '#0a365c',
  onBrand: '#ffffff',
  /** 15.1:1 on white. */
  ink: '#1c2430',
  /** 5.9:1 on white, 5.4:1 on the canvas. */
  muted: '#5d6776',
  line: '#e3e7ee',
  surface: '#ffffff',
  canvas: '#f4f6f9',
  /** The header bar (brand blue in the light theme); its text and icons are onChrome. */
  chrome: '#0f4c81',
  onChrome: '#ffffff',
  /** The amber of the current category, focus rings on dark grounds and notes in the footer and toasts. */
  accent: '#ffd58a',
  /** The footer and the sidebar stay dark in both themes. */
  footer: '#1c2430',
  ...DARK_SURROUNDS,
  /** Toasts and the new-build message: the theme's ink as ground. */
  inverse: '#1c2430',
  onInverse: '#ffffff',
  /** An error toast: onInverse on it 9.4:1. */
  inverseError: '#8a1c16',
  /** Tinted chips: brand text on blueTint (8.2:1). */
  blueTint: '#e8f0fa',
  blueTintHover: '#d6e5f6',
  /** Paid articles, pre-market: amberText on amberTint 5.6:1. */
  amberTint: '#fff1e0',
  amberText: '#9a4c00',
  amberLine: '#f3d7b5',
  amberWash: '#fffaf3',
  /** Notices and the preview banner: yellowText on yellowTint 5.1:1. */
  yellowTint: '#fff8e6',
  yellowText: '#7a4d00',
  yellowLine: '#e0a100',
  yellowStrong: '#ffe3a3',
  /** A search hit highlighted in an article. */
  mark: '#fff3c4',
  /** Removed (diffs), destructive hovers, the error picture. */
  redTint: '#fff1f0',
  redText: '#b3261e',
  /** Added (diffs), published, the regular session. */
  greenTint: '#e6f4ec',
  greenText: '#146c43',
  greyTint: '#eef0f3',
  greyText: '#4a5361',
  /** The ground of segmented controls. */
  track: '#e9edf3',
  skeleton: '#eceff4',
  skeletonShine: '#f6f8fb',
  /** Chart grid lines. */
  grid: '#eef1f5',
  rowHover: '#f8fafc',
  /** Table header band: over white it makes the canvas colour (data-table-styles.ts). */
  band: 'rgba(72, 105, 155, 0.06)',
  /** The scroll cue's shadow (scroll-cue.ts): navy on light grounds, a blue glow on dark ones. */
  cueStrong: 'rgba(15, 30, 60, 0.4)',
  cueSoft: 'rgba(15, 30, 60, 0.12)',
  disabled: '#aab4c3',
  focus: '#9cc3ea',
  /** Indicator lines (technical analysis): moving averages, RSI, MACD, KD. */
  seriesOrange: '#f08c00',
  seriesPurple: '#8e44ad',
  seriesBlue: '#2d7ff9',
  reference: '#aab3c2',
  // The loading bar runs over the header: amber stands out there and on white.
  loadingBar: '#f5a623',
  loadingBarError: '#ff635b',
  // The lines of /compare's performance chart: one per security, never red or green
  // (those mean up and down here), each also drawn with its own dash so colour is not the only cue.
  // At least 3:1 against white, as graphics must be (WCAG 1.4.11).
  series1: '#0f4c81',
  series2: '#c2410c',
  series3: '#6d28d9',
  series4: '#0e7490',
} as const;

export type PaletteColour = keyof typeof PALETTE;

/**
 * The dark theme: the same names. Grounds are blue-greys (canvas below surface, so cards still lift);
 * text shades are lighter than in the light theme to keep AA on them.
 */
export const DARK_PALETTE: Record<PaletteColour, string> = {
  ...TAIWAN_COLOURS,
  stable: '#8a919c',
  /** 6.8:1 on surface, 7.4:1 on canvas. */
  riseText: '#ff7b73',
  /** 7.7:1 on surface. */
  fallText: '#3ec487',
  /** 7.6:1 on surface. */
  stableText: '#a3adbb',
  /** 7.7:1 on surface; as a ground, onBrand on it 8.4:1. */
  brand: '#7ab3ea',
  brandDark: '#a5cdf3',
  onBrand: '#0e1319',
  /** 14.0:1 on surface. */
  ink: '#e4e9f0',
  /** 7.6:1 on surface, 8.2:1 on canvas. */
  muted: '#a3adbb',
  line: '#2e3744',
  surface: '#161c24',
  canvas: '#0e1319',
  chrome: '#152a42',
  onChrome: '#ffffff',
  accent: '#ffd58a',
  footer: '#080b0f',
  ...DARK_SURROUNDS,
  inverse: '#2b3543',
  onInverse: '#ffffff',
  inverseError: '#8a1c16',
  blueTint: '#1b2d42',
  blueTintHover: '#23395a',
  amberTint: '#3a2a14',
  amberText: '#f5b76a',
  amberLine: '#5a4426',
  amberWash: '#1d1911',
  yellowTint: '#2f2812',
  yellowText: '#f0c766',
  yellowLine: '#8a6a10',
  yellowStrong: '#4d3d12',
  mark: '#4a3f10',
  redTint: '#3a1c1b',
  redText: '#ff8a80',
  greenTint: '#15301f',
  greenText: '#6fd39a',
  greyTint: '#262e39',
  greyText: '#b6bfcc',
  track: '#222a35',
  skeleton: '#1f2630',
  skeletonShine: '#29313c',
  grid: '#222a34',
  rowHover: '#1c232d',
  band: 'rgba(122, 179, 234, 0.07)',
  cueStrong: 'rgba(122, 179, 234, 0.3)',
  cueSoft: 'rgba(122, 179, 234, 0.09)',
  disabled: '#4a5361',
  focus: '#7ab3ea',
  seriesOrange: '#f5a43a',
  seriesPurple: '#c58af0',
  seriesBlue: '#5b9cff',
  reference: '#5d6776',
  loadingBar: '#f5a623',
  loadingBarError: '#ff635b',
  // /compare's lines: lighter shades of the same four hues, at least 3:1 on surface.
  series1: '#7ab3ea',
  series2: '#fb923c',
  series3: '#c4b5fd',
  series4: '#22d3ee',
};

/** The CSS variable Panda writes for a colour token (`riseText` → `--colors-rise-text`). */
export function themeVarName(name: PaletteColour): string {
  return `--colors-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A themed colour for places Panda's classes do not reach (SVG attributes, inline styles). */
export function themeVar(name: PaletteColour): string {
  return `var(${themeVarName(name)})`;
}

/** A palette colour at an opacity, for translucent fills (volume bars, areas). */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
