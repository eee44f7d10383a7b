/**
 * Draws the web app's icons (public/icons/*.png) from the site mark (public/favicon.svg: the brand-blue
 * square and the rising line) with Debian's Chromium, so the PNGs are the mark itself, not a copy drawn by
 * hand. Run it again after the mark changes: `node scripts/make-icons.ts`; the PNGs are committed.
 *
 * - icon-192.png, icon-512.png ("any"): the mark as it is, its rounded corners on a transparent ground.
 * - icon-maskable-512.png ("maskable"): full bleed brand blue, the line inside the central 80 % circle
 *   a launcher may cut to (https://w3c.github.io/manifest/#icon-masks).
 * - apple-touch-icon.png (180): full bleed, as iOS rounds the corners itself (the home-screen icon).
 * - badge-96.png: the line alone, white on transparent (Android's status bar shows only its alpha).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const root = new URL('..', import.meta.url);
const mark = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
const line = /<path[^>]*\/>/i.exec(mark)?.[0];
if (!brand || !line) throw new Error('public/favicon.svg: expected a <rect fill> and a <path>');

/** The mark's line on a full-bleed square: `scale` of the 28-unit box, centred. */
const fullBleed = (scale: number, ground: string, path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${ground ? `<rect width="28" height="28" fill="${ground}"/>` : ''}<g transform="translate(${14 - 14 * scale} ${14 - 14 * scale}) scale(${scale})">${path}</g></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // The line spans x 5–23 and y 7–19 of 28: at 0.72 its farthest point stays within 40 % of the centre.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72, brand, line) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8, brand, line) },
  { file: 'badge-96.png', size: 96, svg: fullBleed(1, '', line.replace(/stroke="#[0-9a-f]{6}"/i, 'stroke="#ffffff"')) },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const body = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`;
    await page.setContent(body);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(new URL(`public/icons/${file}`, root), png);
    await page.close();
    console.log(`public/icons/${file} ${size}×${size} ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
