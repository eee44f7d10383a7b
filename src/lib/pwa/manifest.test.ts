import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_PALETTE, PALETTE } from '../design/palette';

const publicFile = (path: string) => readFileSync(new URL(`../../../public/${path}`, import.meta.url));
const manifest = JSON.parse(publicFile('manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest (public/manifest.webmanifest)', () => {
  it('names the site, opens standalone at the home page and covers the whole site', () => {
    expect(manifest).toMatchObject({ name: '美股通', short_name: '美股通', display: 'standalone', start_url: '/', scope: '/' });
  });

  it("takes its colours from the light theme's palette (the dark theme's are the page's theme-color metas)", () => {
    expect(manifest.theme_color).toBe(PALETTE.chrome);
    expect(manifest.background_color).toBe(PALETTE.canvas);
    expect(DARK_PALETTE.chrome).not.toBe(PALETTE.chrome);
  });

  it('has 192 and 512 PNG icons and a maskable one, each file the size it claims', () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(publicFile(icon.src.slice(1)))).toBe(icon.sizes);
    }
    expect(pngSize(publicFile('icons/apple-touch-icon.png'))).toBe('180x180');
  });
});
