import { roomOf } from '../protocol/room-shard.ts';

/**
 * Rooms are shards of symbols (decision 035; protocol/room-shard.ts, which the site reads too): every
 * symbol belongs to one of ROOM_SHARDS rooms, which holds one feed socket for all of its symbols and
 * sends each hub one delivery a second with the changes of the symbols that hub wants. One room per
 * symbol cost a call per symbol per hub each second (1,600 a second for 200 symbols on 8 hubs), and the
 * bench's latency was that queue.
 */
export { ROOM_SHARDS, roomOf } from '../protocol/room-shard.ts';

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
