import { describe, expect, it } from 'vitest';
import { isValidTraceparent } from './traceparent.ts';

describe('isValidTraceparent', () => {
  it('accepts a W3C version-00 trace context', () => {
    expect(isValidTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(true);
    expect(isValidTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')).toBe(true);
  });

  it('accepts a later version with extra fields', () => {
    expect(isValidTraceparent('01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-what-the-future-holds')).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['upper-case hex', '00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01'],
    ['version ff', 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['all-zero trace id', '00-00000000000000000000000000000000-00f067aa0ba902b7-01'],
    ['all-zero parent id', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01'],
    ['short trace id', '00-4bf92f3577b34da6a3ce929d0e0e47-00f067aa0ba902b7-01'],
    ['version 00 with extra field', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra'],
    ['garbage', 'hello'],
    ['huge', `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01-${'x'.repeat(1000)}`],
  ])('rejects %s', (_label, value) => {
    expect(isValidTraceparent(value)).toBe(false);
  });
});
