import { type PaletteColour, themeVarName } from '@/lib/design/palette';

/**
 * The canvas price chart cannot use CSS, so it reads the theme's colours from the CSS variables the
 * page already has (decision 042), and draws again when the theme changes: a choice in the theme menu
 * (`data-theme` on <html>) or the system switching while the reader follows it. An open chart updates
 * in place; nothing is fetched or rebuilt.
 */
export type ChartColours = Record<'surface' | 'muted' | 'line' | 'grid', string>;

const NAMES = ['surface', 'muted', 'line', 'grid'] as const satisfies readonly PaletteColour[];
export const LIGHT_FALLBACK: ChartColours = { surface: '#ffffff', muted: '#5d6776', line: '#e3e7ee', grid: '#eef1f5' };

export function readChartColours(): ChartColours {
  const style = getComputedStyle(document.documentElement);
  // A variable missing (a style sheet that failed to load: the page is unstyled anyway) falls back to
  // the light theme's ground and lines, written here so the browser never downloads the whole palette.
  const read = (name: PaletteColour) => style.getPropertyValue(themeVarName(name)).trim() || LIGHT_FALLBACK[name as keyof typeof LIGHT_FALLBACK];
  return Object.fromEntries(NAMES.map((name) => [name, read(name)])) as ChartColours;
}

/** Calls `onChange` with the new colours whenever the theme changes; returns the unsubscribe. */
export function watchChartColours(onChange: (colours: ChartColours) => void): () => void {
  const update = () => onChange(readChartColours());
  const observer = new MutationObserver(update);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const system = matchMedia('(prefers-color-scheme: dark)');
  system.addEventListener('change', update);
  return () => {
    observer.disconnect();
    system.removeEventListener('change', update);
  };
}
