/**
 * Blog posts are grouped into shards so that no chunk the browser loads lists every post: a post page
 * loads the small list of shards, then its own shard (about √N posts), then its own post. The build
 * (scripts/indexer/generate.ts) and the pages use this one function to agree on a post's shard.
 */
export function shardOf(slug: string, count: number): number {
  // FNV-1a, 32 bit: stable across builds and machines.
  let hash = 0x811c9dc5
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return count <= 1 ? 0 : hash % count
}

/** About √N shards: a post page then loads about 2√N loader entries instead of N. */
export function shardCountFor(posts: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(posts)))
}
