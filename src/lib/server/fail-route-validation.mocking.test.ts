import { afterEach, describe, expect, it, vi } from 'vitest';

class WakuNotFound extends Error {}
vi.mock('./request-context', () => ({
  getRequest: () => new Request('http://localhost:8787/category/unknown-key?x=1'),
  notFound: () => {
    throw new WakuNotFound('Not Found');
  },
}));

const { failRouteValidation } = await import('./fail-route-validation');

afterEach(() => vi.restoreAllMocks());

describe('failRouteValidation', () => {
  it("logs the fatal 404 for the request's path and throws Waku's 404", () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => failRouteValidation()).toThrow(WakuNotFound);
    expect(info).toHaveBeenCalledWith('Page Not Found: /category/unknown-key');
  });

  it('takes an explicit path', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => failRouteValidation('/stock/ZZZZZZ/info')).toThrow(WakuNotFound);
    expect(info).toHaveBeenCalledWith('Page Not Found: /stock/ZZZZZZ/info');
  });
});
