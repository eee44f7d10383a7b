import { describe, expect, it } from 'vitest';
import { SILENT_LOGIN_MESSAGE } from '@/lib/auth/client-auth-state';
import { silentOutcomeOf } from './silent-sign-in';

describe("the silent sign-in frame's message", () => {
  it('tells signed in, refused, and nothing tried apart', () => {
    expect(silentOutcomeOf({ type: SILENT_LOGIN_MESSAGE, ok: true })).toBe('signed-in');
    expect(silentOutcomeOf({ type: SILENT_LOGIN_MESSAGE, ok: false })).toBe('refused');
    expect(silentOutcomeOf({ type: SILENT_LOGIN_MESSAGE, ok: false, tried: false })).toBe('not-tried');
  });

  it('ignores anything else', () => {
    for (const data of [null, undefined, 'ok', 42, {}, { type: 'other', ok: true }, { ok: true }]) expect(silentOutcomeOf(data)).toBeNull();
  });
});
