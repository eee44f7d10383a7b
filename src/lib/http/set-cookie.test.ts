import { describe, expect, it } from 'vitest';
import { readSetCookies, setCookieName } from './set-cookie';

function headersWith(...lines: string[]): Headers {
  const headers = new Headers();
  for (const line of lines) headers.append('set-cookie', line);
  return headers;
}

describe('readSetCookies', () => {
  it('reads name and value, and which lines remove their cookie', () => {
    const entries = readSetCookies(
      headersWith('a=1; Path=/; HttpOnly', 'b=; Max-Age=0; Path=/', 'c=x=y; Max-Age=60', 'd=2; Max-Age=0', 'e=3; max-age=00; Path=/', 'f=4; Max-Age=-1', 'g=5; Max-Age=600'),
    );
    expect(entries).toEqual([
      { name: 'a', value: '1', removes: false },
      { name: 'b', value: '', removes: true },
      { name: 'c', value: 'x=y', removes: false },
      { name: 'd', value: '2', removes: true },
      { name: 'e', value: '3', removes: true },
      { name: 'f', value: '4', removes: true },
      { name: 'g', value: '5', removes: false },
    ]);
  });

  it('skips lines without a name', () => {
    expect(readSetCookies(headersWith('=nameless; Path=/', 'novalue'))).toEqual([]);
  });

  it('names a Set-Cookie line', () => {
    expect(setCookieName('__Host-usstock_session=abc; Path=/')).toBe('__Host-usstock_session');
  });
});
