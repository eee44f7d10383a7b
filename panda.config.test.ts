import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from './panda.config';

/**
 * The dark theme changes colours and nothing else: no size, no display, no content depends on it. The
 * e2e page-width spec relies on this: its dark pass runs only axe's colour rules, because every other
 * rule would repeat the light pass's answer (tests/support/e2e/axe-rules.ts). A style that needs the theme
 * for anything but a colour fails here; then give the dark pass every rule again, not only the colours.
 */
const THEME_CONDITION = /\b_(dark|osDark|light|osLight|themeAuto)\b|\[data-theme[=\]]|prefers-color-scheme/;

/** The files that may name the theme, and why none of them styles anything but colour. */
const ALLOWED = new Map([
  // Reads the palette for the canvas charts when the theme changes: colours only.
  ['src/components/charts/theme-colours.ts', 'canvas colours'],
  // <meta name="theme-color" media="(prefers-color-scheme: …)">: the browser's own bar colour.
  ['src/pages/_root.tsx', 'theme-color meta'],
  // The offline page is a document of its own that the service worker serves without the site's style sheet.
  ['src/lib/pwa/offline-page.ts', 'offline page colours'],
]);

const SOURCES = globSync('src/**/*.{ts,tsx}', { exclude: (file) => /\.test\.tsx?$/.test(file) });

describe('the dark theme changes colours only', () => {
  it('reads the sources', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    expect(SOURCES).toContain('src/lib/design/palette.ts');
  });

  it('no component styles itself by theme: the palette tokens carry the theme', () => {
    const naming = SOURCES.filter((file) => THEME_CONDITION.test(readFileSync(file, 'utf8')));
    expect(naming.filter((file) => !ALLOWED.has(file))).toEqual([]);
    // Each allowance is still needed (a stale one would hide a new use in the same file).
    expect(naming.sort()).toEqual([...ALLOWED.keys()].sort());
  });

  it('in the Panda config, the theme switches the colour tokens and the colour scheme only', () => {
    const extend = config.theme?.extend ?? {};
    expect(Object.keys(extend.semanticTokens ?? {})).toEqual(['colors']);
    const themed = Object.entries(config.globalCss ?? {}).filter(([selector]) => THEME_CONDITION.test(selector));
    expect(themed.length).toBeGreaterThan(0);
    for (const [selector, style] of themed) {
      const properties = Object.values(style as Record<string, object>).every((value) => typeof value === 'object')
        ? Object.values(style as Record<string, Record<string, unknown>>).flatMap((nested) => Object.keys(nested))
        : Object.keys(style as object);
      expect(properties, selector).toEqual(['colorScheme']);
    }
    // The conditions themselves exist only for the tokens above.
    expect(Object.keys(config.conditions?.extend ?? {}).sort()).toEqual(['dark', 'themeAuto']);
    // No recipe or token outside semanticTokens.colors names a theme condition.
    const { semanticTokens: _colours, ...rest } = extend;
    expect(JSON.stringify(rest)).not.toMatch(THEME_CONDITION);
  });
});
