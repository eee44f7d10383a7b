import { describe, expect, it } from 'vitest';
import { SandboxHttpError } from '../http-errors.ts';
import { decodeCursor, encodeCursor, paginate } from './cursor.ts';

const items = [
  { id: 1, k: 10 },
  { id: 2, k: 30 },
  { id: 3, k: 30 },
  { id: 4, k: 20 },
  { id: 5, k: 30 },
];
const page = (fetch: number, startCursor?: string) => paginate(items, { order: 'k', keyOf: (x) => x.k, idOf: (x) => x.id, fetch, startCursor });

describe('paginate', () => {
  it('sorts by key then id, descending, and walks ties across page boundaries', () => {
    const first = page(2);
    expect(first.items.map((x) => x.id)).toEqual([5, 3]);
    const second = page(2, first.nextCursor ?? undefined);
    expect(second.items.map((x) => x.id)).toEqual([2, 4]);
    const third = page(2, second.nextCursor ?? undefined);
    expect(third.items.map((x) => x.id)).toEqual([1]);
    expect(third.nextCursor).toBeNull();
    expect(third.total).toBe(5);
  });

  it('has no next cursor when the page holds the rest exactly', () => {
    expect(page(5).nextCursor).toBeNull();
  });
});

describe('decodeCursor', () => {
  it('round-trips what encodeCursor made', () => {
    expect(decodeCursor(encodeCursor({ o: 'k', k: 1.5, id: 7 }), 'k')).toEqual({ o: 'k', k: 1.5, id: 7 });
  });

  it('refuses forged, truncated and foreign cursors with a 400 SandboxHttpError', () => {
    const good = encodeCursor({ o: 'k', k: 30, id: 3 });
    for (const raw of [
      good.slice(0, 5),
      `${good}=`,
      'AAAA',
      '',
      '😀',
      Buffer.from('{"o":"k","k":1e999,"id":1}').toString('base64url'),
      Buffer.from('{"o":"k","k":1,"id":-1}').toString('base64url'),
      Buffer.from('{"o":"k","k":1,"id":1.5}').toString('base64url'),
      Buffer.from('{"o":"k","k":1,"id":1,"__proto__":{}}').toString('base64url'),
    ]) {
      try {
        decodeCursor(raw, 'k');
        expect.fail(`accepted ${raw}`);
      } catch (err) {
        expect(err, raw).toBeInstanceOf(SandboxHttpError);
        expect((err as SandboxHttpError).status).toBe(400);
      }
    }
    expect(() => decodeCursor(good, 'other')).toThrow(SandboxHttpError);
  });
});
