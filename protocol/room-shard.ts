import { shardOf } from './shard.ts';

/**
 * Rooms are shards of symbols (decision 035): every symbol belongs to one of ROOM_SHARDS quote rooms of
 * the live Worker. Here, below everything, because the site reaches the rooms too (the price alerts'
 * calendar Cron Trigger, decision 055), not only the live Worker's hubs.
 */
export const ROOM_SHARDS = 16;

/** The room a symbol belongs to: FNV-1a of its id, so the same symbol always meets the same room. */
export const roomOf = (symbol: string): string => `room-${shardOf(symbol, ROOM_SHARDS)}`;
