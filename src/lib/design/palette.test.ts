import { describe, expect, it } from 'vitest';
import { DARK_PALETTE, PALETTE, type PaletteColour, themeVar, themeVarName } from './palette';

/** WCAG 2.x relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const channel = ((value >> shift) & 255) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on its ground, as the components pair them: 4.5:1 in both themes (WCAG AA, normal text). */
const TEXT_PAIRS: [PaletteColour, PaletteColour][] = [
  ['ink', 'surface'],
  ['ink', 'canvas'],
  ['ink', 'rowHover'],
  ['ink', 'mark'],
  ['muted', 'surface'],
  ['muted', 'canvas'],
  ['muted', 'amberWash'],
  ['riseText', 'surface'],
  ['riseText', 'canvas'],
  ['fallText', 'surface'],
  ['fallText', 'canvas'],
  ['stableText', 'surface'],
  ['stableText', 'canvas'],
  ['brand', 'surface'],
  ['brand', 'canvas'],
  ['brand', 'blueTint'],
  ['brandDark', 'blueTint'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandDark'],
  ['onChrome', 'chrome'],
  ['accent', 'chrome'],
  ['chrome', 'drawerText'],
  ['footerText', 'footer'],
  ['footerMuted', 'footer'],
  ['accent', 'footer'],
  ['drawerText', 'drawer'],
  ['drawerMuted', 'drawer'],
  ['onInverse', 'inverse'],
  ['accent', 'inverse'],
  ['footerText', 'inverse'],
  ['onInverse', 'inverseError'],
  ['amberText', 'amberTint'],
  ['amberText', 'surface'],
  ['yellowText', 'yellowTint'],
  ['yellowText', 'yellowStrong'],
  ['redText', 'redTint'],
  ['greenText', 'greenTint'],
  ['greyText', 'greyTint'],
];

/** Lines, bars, icons and focus rings on the grounds they are drawn on: 3:1 (WCAG 1.4.11). */
const GRAPHIC_PAIRS: [PaletteColour, PaletteColour][] = [
  ['stable', 'surface'],
  ['brand', 'surface'],
  ['seriesPurple', 'surface'],
  ['seriesBlue', 'surface'],
  ['series1', 'surface'],
  ['series2', 'surface'],
  ['series3', 'surface'],
  ['series4', 'surface'],
  ['onChrome', 'chrome'],
  ['accent', 'chrome'],
  ['loadingBar', 'chrome'],
];

const THEMES = { light: PALETTE, dark: DARK_PALETTE } as const;

describe.each(Object.entries(THEMES))('the %s theme', (_name, palette) => {
  it.each(TEXT_PAIRS)('%s text on %s reads at 4.5:1 or more', (text, ground) => {
    expect(contrast(palette[text], palette[ground])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(GRAPHIC_PAIRS)('%s on %s stands out at 3:1 or more', (mark, ground) => {
    expect(contrast(palette[mark], palette[ground])).toBeGreaterThanOrEqual(3);
  });

  // The rise and fall fills are the product's fixed colours (#ff635b, #38b47e): 2.9:1 and 2.6:1 on white,
  // under 3:1, so a chart never carries a value by colour alone (signs, numbers, tooltips). On the dark
  // grounds the same colours reach 5.9:1 and 6.5:1.
  it.each([['rise'], ['fall']] as const)('%s fills stand out at 3:1 on the dark grounds', (mark) => {
    const target = palette === DARK_PALETTE ? 3 : 2.4;
    expect(contrast(palette[mark], palette.surface)).toBeGreaterThanOrEqual(target);
    expect(contrast(palette[mark], palette.canvas)).toBeGreaterThanOrEqual(target);
  });

  it('keeps the cards above the page: the canvas and the surface differ', () => {
    expect(palette.canvas).not.toBe(palette.surface);
  });
});

describe('the two themes', () => {
  it('name the same colours, so code using a name is themed without change', () => {
    expect(Object.keys(DARK_PALETTE).sort()).toEqual(Object.keys(PALETTE).sort());
  });

  it('keep the spec colours for rise and fall fills', () => {
    for (const palette of [PALETTE, DARK_PALETTE]) expect([palette.rise, palette.fall]).toEqual(['#ff635b', '#38b47e']);
  });

  it('keep the Taiwan meanings: rise red and fall green, in both', () => {
    for (const palette of [PALETTE, DARK_PALETTE]) {
      const hue = (hex: string) => {
        const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
        return r > g && r > b ? 'red' : g > r && g > b ? 'green' : 'other';
      };
      expect([hue(palette.rise), hue(palette.riseText)]).toEqual(['red', 'red']);
      expect([hue(palette.fall), hue(palette.fallText)]).toEqual(['green', 'green']);
    }
  });

  it('are dark where dark is asked for: the dark grounds are darker than its text', () => {
    expect(luminance(DARK_PALETTE.surface)).toBeLessThan(luminance(DARK_PALETTE.ink));
    expect(luminance(PALETTE.surface)).toBeGreaterThan(luminance(PALETTE.ink));
  });
});

describe('themeVar', () => {
  it("names Panda's variable for a token", () => {
    expect(themeVarName('riseText')).toBe('--colors-rise-text');
    expect(themeVar('ink')).toBe('var(--colors-ink)');
  });
});
