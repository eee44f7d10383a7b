import { shardOf } from '../protocol/shard.ts';

/**
 * Rooms are shards of symbols (decision 035): every symbol belongs to one of ROOM_SHARDS rooms, which
 * holds one feed socket for all of its symbols and sends each hub one delivery a second with the
 * changes of the symbols that hub wants. One room per symbol cost a call per symbol per hub each
 * second (1,600 a second for 200 symbols on 8 hubs), and the bench's latency was that queue.
 */
export const ROOM_SHARDS = 16;

/** The room a symbol belongs to: FNV-1a of its id, so the same symbol always meets the same room. */
export const roomOf = (symbol: string): string => `room-${shardOf(symbol, ROOM_SHARDS)}`;

/** Symbols grouped by their room. */
export function byRoom(symbols: Iterable<string>): Map<string, string[]> {
  const rooms = new Map<string, string[]>();
  for (const symbol of symbols) {
    const room = roomOf(symbol);
    const members = rooms.get(room) ?? [];
    members.push(symbol);
    rooms.set(room, members);
  }
  return rooms;
}
