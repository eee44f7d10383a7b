import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byRoom, ROOM_SHARDS, roomOf } from './room-shards.ts';

describe('rooms as shards of symbols', () => {
  it('puts a symbol in the same room every time', () => {
    expect(roomOf('NVDA')).toBe(roomOf('NVDA'));
    expect(roomOf('NVDA')).toMatch(/^room-\d+$/);
  });

  it('spreads the S&P 500 over every room, none holding more than twice its share', () => {
    const symbols = readFileSync('sandbox/data/listings/sp500-constituents.csv', 'utf8')
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[0] ?? '')
      .filter(Boolean);
    const rooms = byRoom(symbols);
    expect(rooms.size).toBe(ROOM_SHARDS);
    const share = symbols.length / ROOM_SHARDS;
    for (const members of rooms.values()) expect(members.length).toBeLessThan(2 * share);
    expect([...rooms.values()].flat().sort()).toEqual([...symbols].sort());
  });
});
