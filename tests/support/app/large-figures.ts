import { expect } from 'vitest';
import { attrOf, type Element, squashed } from './page-html';

/**
 * Checks of a large figure in server HTML: written in 萬, 億 or 兆 with at most four
 * significant digits ("4.27兆", "3,066萬"), and its exact figure in the element's title, which the
 * short one must round to. Written from the rule, not from the site's formatter.
 */

const UNIT_VALUES: Readonly<Record<string, number>> = { 萬: 1e4, 億: 1e8, 兆: 1e12 };
/**
 * 1 to 9,999 of the largest unit it reaches, at most 2 decimals, a real minus sign: with the figure
 * within rounding of the exact one, no other unit can pass (42,700億 or 0.43兆 for 4.27兆).
 */
const SHORT_FIGURE = /^(−?)([1-9]\d{0,2}|[1-9],\d{3})(?:\.(\d{1,2}))?([萬億兆])$/u;
/** Any number with an English scale letter: 4,271.67b, 30.66m, 1.50k. */
export const ENGLISH_SCALE = /\d(?:\.\d+)?[kmb](?![A-Za-z])/u;

/** "4.27兆" → 4.27e12, "−32.1億" → −3.21e9; null for anything else. */
function readShortFigure(text: string): number | null {
  const match = SHORT_FIGURE.exec(text);
  if (!match) return null;
  const [, minus, whole = '', fraction = '', unit = ''] = match;
  const value = Number(`${whole.replace(',', '')}.${fraction || '0'}`) * (UNIT_VALUES[unit] ?? Number.NaN);
  return minus ? -value : value;
}

/** "4,271,670,000,000" → 4271670000000 (the title's exact figure). */
const readExact = (text: string): number => Number(text.replaceAll(',', '').replace('−', '-'));

/** `element` shows a figure of 萬 or more in 萬/億/兆, its title the exact one; returns the exact figure. */
export function expectLargeFigure(element: Element | undefined, what: string): number {
  const text = squashed(element);
  const shown = readShortFigure(text);
  expect(shown, `${what}: "${text}"`).not.toBeNull();
  const title = attrOf(element, 'title');
  expect(title, `${what}: "${text}" has its exact figure in a title`).toMatch(/^−?\d{1,3}(,\d{3})*(\.\d{1,2})?$/);
  const exact = readExact(title ?? '');
  // Four significant digits, or two decimals of the unit: never more than 0.5 % off.
  expect(Math.abs((shown as number) - exact), `${what}: "${text}" is ${title}`).toBeLessThanOrEqual(Math.abs(exact) * 0.005);
  return exact;
}
