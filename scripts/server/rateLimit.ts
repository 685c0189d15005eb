/**
 * A token bucket per client: each client (an IPv4 address, or an IPv6 /64, the block one household
 * or office is given) holds up to `burst` tokens, every request takes one, and tokens come back at
 * `perMinute`. An empty bucket answers with the seconds until the next token (`Retry-After`).
 */
import { isIPv6 } from 'node:net'

export interface RateLimitOptions {
  /** Requests a client may send at once. */
  burst: number
  /** Requests a client may send per minute once the burst is spent. */
  perMinute: number
  /** Clients remembered at most (the fullest are forgotten first). */
  maxClients?: number
  now?: () => number
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number }

/** The client a remote address belongs to: the address, an IPv6 address's /64 network. */
export function clientOf(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  // Expand "::" to the full eight groups, then keep the first four.
  const bare = address.split('%')[0] ?? ''
  const gap = bare.includes('::')
  const [head = '', tail = ''] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = gap && tail ? tail.split(':') : []
  const groups = gap
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export function createRateLimiter({
  burst,
  perMinute,
  maxClients = 10_000,
  now = () => Date.now(),
}: RateLimitOptions) {
  const perMs = perMinute / 60_000
  const buckets = new Map<string, { tokens: number; at: number }>()

  const level = (bucket: { tokens: number; at: number }, t: number) =>
    Math.min(burst, bucket.tokens + (t - bucket.at) * perMs)

  /** Forgets clients whose bucket is full again, then the longest-unseen ones. */
  const prune = (t: number) => {
    for (const [client, bucket] of buckets) if (level(bucket, t) >= burst) buckets.delete(client)
    for (const client of buckets.keys()) {
      if (buckets.size < maxClients) break
      buckets.delete(client)
    }
  }

  return {
    take(client: string): RateDecision {
      const t = now()
      const bucket = buckets.get(client)
      const tokens = bucket ? level(bucket, t) : burst
      if (tokens < 1) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) }
      }
      // Re-inserted, so the map runs from the longest-unseen client to the latest.
      buckets.delete(client)
      if (!bucket && buckets.size >= maxClients) prune(t)
      buckets.set(client, { tokens: tokens - 1, at: t })
      return { ok: true }
    },
    /** Clients currently remembered (for tests). */
    get size() {
      return buckets.size
    },
  }
}
