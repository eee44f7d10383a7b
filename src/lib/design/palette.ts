/**
 * The site's colours as plain values: the one source for panda.config.ts's tokens (CSS) and for the
 * code that paints outside CSS (the lightweight-charts canvas, inline SVG), so a chart and the text
 * beside it can never disagree. Small on purpose: the price chart's client chunk imports it.
 *
 * Rise red and fall green (spec §9, Taiwan convention) are for candles, bars, lines and fills. As text
 * on white they fail WCAG AA (2.9:1 and 2.6:1), so text takes the darker shades of the same hues
 * (decision 025). Zero is neutral.
 */
export const PALETTE = {
  rise: '#ff635b',
  fall: '#38b47e',
  stable: '#8a8f98',
  /** 5.3:1 on white, 4.9:1 on the canvas. */
  riseText: '#c8322b',
  /** 5.3:1 on white, 4.9:1 on the canvas. */
  fallText: '#187a4e',
  /** 5.9:1 on white. */
  stableText: '#5d6776',
  brand: '#0f4c81',
  brandDark: '#0a365c',
  ink: '#1c2430',
  muted: '#5d6776',
  line: '#e3e7ee',
  surface: '#ffffff',
  canvas: '#f4f6f9',
  // The loading bar runs over the brand-blue header: amber stands out there and on white.
  loadingBar: '#f5a623',
  loadingBarError: '#ff635b',
  // The lines of /compare's performance chart (issue 28 §3): one per security, never red or green
  // (those mean up and down here), each also drawn with its own dash so colour is not the only cue.
  // At least 3:1 against white, as graphics must be (WCAG 1.4.11).
  series1: '#0f4c81',
  series2: '#c2410c',
  series3: '#6d28d9',
  series4: '#0e7490',
} as const;

/** A palette colour at an opacity, for translucent fills (volume bars, areas). */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
