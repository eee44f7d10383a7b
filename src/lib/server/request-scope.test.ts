import { afterEach, describe, expect, it, vi } from 'vitest';
import { type NotFoundRecord, recordRouteValidationFailure, runInRequestScope } from './request-scope';

afterEach(() => vi.restoreAllMocks());

describe('recordRouteValidationFailure', () => {
  it('logs the fatal message at info (no warning per unknown page) and tells the edge through the scope', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const scope: NotFoundRecord = {};
    runInRequestScope({ notFound: scope }, () => recordRouteValidationFailure('/stock/<x>/info'));
    expect(info).toHaveBeenCalledWith('Page Not Found: /stock/%3Cx%3E/info');
    expect(warn).not.toHaveBeenCalled();
    expect(scope.fatalMessage).toBe('Page Not Found: /stock/%3Cx%3E/info');
  });

  it('still logs outside a request', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(recordRouteValidationFailure('/x')).toBe('Page Not Found: /x');
    expect(info).toHaveBeenCalledOnce();
  });
});
