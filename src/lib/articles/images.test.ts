import { describe, expect, it } from 'vitest';
import { fixedSizeImage, IMAGE_SCREENS, imageProxyUrl, isProxiableUrl, MAX_IMAGE_WIDTH, responsiveImage } from './images';

const PROXY = 'http://localhost:8788/image-proxy';
const COVER = 'http://localhost:8788/static/covers/stock.svg';
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('imageProxyUrl', () => {
  it('asks the configured proxy for the original at a width, as webp', () => {
    const url = imageProxyUrl(PROXY, COVER, 640);
    expect(url.startsWith(`${PROXY}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({ url: COVER, w: '640', format: 'webp' });
  });

  it('encodes the original so its own query cannot add proxy parameters', () => {
    const url = imageProxyUrl(PROXY, 'https://cdn.example/a.png?w=1&format=gif&x=<y>', 100);
    expect(paramsOf(url)).toEqual({ url: 'https://cdn.example/a.png?w=1&format=gif&x=<y>', w: '100', format: 'webp' });
  });

  it('keeps a proxy base that has its own query, and clamps widths', () => {
    expect(paramsOf(imageProxyUrl('https://img.example/p?key=k', COVER, 99_999))).toMatchObject({ key: 'k', w: String(MAX_IMAGE_WIDTH) });
    expect(paramsOf(imageProxyUrl(PROXY, COVER, -5)).w).toBe('1');
  });
});

describe('responsiveImage', () => {
  it('offers one candidate per screen (xs320 … xxl1536) and density (1, 2), capped at the column and the original', () => {
    const image = responsiveImage(PROXY, { url: COVER, width: 1200, height: 675 }, 800);
    expect(image).not.toBeNull();
    const widths = image!.srcSet.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));
    // 320, 640 (= 320×2 and 640×1), 768, 800, 1200 (the original caps 1280, 1536 and 1600).
    expect(widths).toEqual([320, 640, 768, 800, 1200]);
    for (const candidate of image!.srcSet.split(', ')) expect(paramsOf(candidate.split(' ')[0]!).format).toBe('webp');
    expect(image!.sizes).toBe('(max-width: 800px) 100vw, 800px');
    expect(paramsOf(image!.src).w).toBe('800');
    expect([image!.width, image!.height]).toEqual([1200, 675]);
  });

  it('without a known size, offers the full set and reserves a 16:9 box', () => {
    const image = responsiveImage(PROXY, { url: COVER }, 1536)!;
    const widths = image.srcSet.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));
    const expected = [...new Set(Object.values(IMAGE_SCREENS).flatMap((s) => [s, s * 2]))].sort((a, b) => a - b);
    expect(widths).toEqual(expected);
    expect([image.width, image.height]).toEqual([1200, 675]);
  });

  it('refuses anything but absolute http(s) URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/static/a.svg', '', 'x']) {
      expect(isProxiableUrl(url)).toBe(false);
      expect(responsiveImage(PROXY, { url }, 800)).toBeNull();
      expect(fixedSizeImage(PROXY, url, 40)).toBeNull();
    }
  });
});

describe('fixedSizeImage', () => {
  it('gives density 1 and 2 candidates for a fixed CSS size', () => {
    const image = fixedSizeImage(PROXY, COVER, 40)!;
    expect(paramsOf(image.src).w).toBe('40');
    expect(image.srcSet).toMatch(/w=40&format=webp 1x, .*w=80&format=webp 2x$/);
  });
});
