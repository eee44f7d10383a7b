/**
 * Image URLs through the resizing proxy: every image is requested through it, never from its origin,
 * in densities 1 and 2, format webp, for screens xs320 … xxl1536. The proxy is IMAGE_PROXY_URL
 * and takes `url` (the original, absolute), `w` (pixels) and `format`.
 */

export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
/** Never ask the proxy for more than this (the widest screen at density 2). */
export const MAX_IMAGE_WIDTH = IMAGE_SCREENS.xxl * 2;
/** When the original's size is unknown, reserve a 16:9 box so nothing shifts when it loads. */
export const FALLBACK_ASPECT = { width: 1200, height: 675 } as const;

const SCREEN_WIDTHS: readonly number[] = Object.values(IMAGE_SCREENS);

/** Only absolute http(s) URLs can be proxied; anything else is not an image we show. */
export function isProxiableUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** One proxy URL: `{IMAGE_PROXY_URL}?url=…&w=…&format=webp`. */
export function imageProxyUrl(proxyBase: string, source: string, width: number): string {
  const url = new URL(proxyBase);
  url.searchParams.set('url', source);
  url.searchParams.set('w', String(clampWidth(width)));
  url.searchParams.set('format', IMAGE_FORMAT);
  return url.href;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
  /** Intrinsic size for the width/height attributes (the browser derives the aspect ratio). */
  width: number;
  height: number;
}

export interface ImageSource {
  url: string;
  /** The original's size in pixels; 0 or missing when unknown. */
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * A picture in a column at most `maxDisplayWidth` CSS pixels wide, full width below that: one
 * candidate per screen width (capped at the column) and density, never wider than the original,
 * described with `w` descriptors so the browser picks by screen and density itself.
 */
export function responsiveImage(proxyBase: string, source: ImageSource, maxDisplayWidth: number): ResponsiveImage | null {
  if (!isProxiableUrl(source.url)) return null;
  const { width, height } = intrinsicSize(source);
  const known = (source.width ?? 0) > 0;
  const candidates = new Set<number>();
  for (const screen of SCREEN_WIDTHS) {
    for (const density of IMAGE_DENSITIES) {
      const wanted = Math.min(screen, maxDisplayWidth) * density;
      candidates.add(clampWidth(known ? Math.min(wanted, width) : wanted));
    }
  }
  const widths = [...candidates].sort((a, b) => a - b);
  const fallbackWidth = clampWidth(known ? Math.min(maxDisplayWidth, width) : maxDisplayWidth);
  return {
    src: imageProxyUrl(proxyBase, source.url, fallbackWidth),
    srcSet: widths.map((w) => `${imageProxyUrl(proxyBase, source.url, w)} ${w}w`).join(', '),
    sizes: `(max-width: ${maxDisplayWidth}px) 100vw, ${maxDisplayWidth}px`,
    width,
    height,
  };
}

/** A picture shown at a fixed CSS size (an avatar): density 1 and 2 candidates. */
export function fixedSizeImage(proxyBase: string, url: string, cssWidth: number): { src: string; srcSet: string } | null {
  if (!isProxiableUrl(url)) return null;
  return { src: imageProxyUrl(proxyBase, url, cssWidth), srcSet: IMAGE_DENSITIES.map((d) => `${imageProxyUrl(proxyBase, url, cssWidth * d)} ${d}x`).join(', ') };
}

function intrinsicSize(source: ImageSource): { width: number; height: number } {
  const width = positive(source.width);
  const height = positive(source.height);
  return width && height ? { width, height } : FALLBACK_ASPECT;
}

const positive = (value: number | undefined): number | undefined => (value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined);

function clampWidth(width: number): number {
  return Math.max(1, Math.min(MAX_IMAGE_WIDTH, Math.round(width)));
}
