import { describe, expect, it } from 'vitest';
import { latestRenderedFor, rememberRenderedFor, renderedFor, shownAgainForSomeoneElse } from './restored-page';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

const guest = renderedFor({ status: 'guest', sessionState: null });
const memberA = renderedFor({ status: 'member', sessionState: 'a.1' });
const memberB = renderedFor({ status: 'member', sessionState: 'b.2' });

describe('a page shown again by back/forward', () => {
  it('belongs to someone else after this browser signed in, out, or as another member', () => {
    const storage = memoryStorage();
    rememberRenderedFor(storage, guest); // the kept page
    expect(shownAgainForSomeoneElse(latestRenderedFor(storage), guest)).toBe(false);
    rememberRenderedFor(storage, memberA); // a later page, after signing in
    expect(shownAgainForSomeoneElse(latestRenderedFor(storage), guest)).toBe(true);
    expect(shownAgainForSomeoneElse(latestRenderedFor(storage), memberA)).toBe(false);
    rememberRenderedFor(storage, memberB); // signed out, and in as someone else
    expect(shownAgainForSomeoneElse(latestRenderedFor(storage), memberA)).toBe(true);
  });

  it('guest and anonymous pages are the same; nothing recorded or no storage means as it was', () => {
    expect(renderedFor({ status: 'anonymous', sessionState: null })).toBe(guest);
    const storage = memoryStorage();
    expect(shownAgainForSomeoneElse(latestRenderedFor(storage), guest)).toBe(false);
    const broken = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberRenderedFor(broken, memberA)).not.toThrow();
    expect(shownAgainForSomeoneElse(latestRenderedFor(broken), guest)).toBe(false);
  });
});
