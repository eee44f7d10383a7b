/**
 * The shard a key belongs to, of `shards`: FNV-1a of its UTF-16 code units, so the same key always
 * lands on the same shard (the live Worker's rooms by symbol, its hubs by reader address, decision 035).
 */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}
