import { describe, expect, it } from 'vitest'
import { clientOf, createRateLimiter } from './rateLimit'

describe('rate limit: a token bucket per client', () => {
  it('allows the burst, then one request per refill interval, and says how long to wait', () => {
    let t = 0
    const limiter = createRateLimiter({ burst: 3, perMinute: 6, now: () => t })
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true])
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 })
    t += 4_000
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 6 })
    t += 6_000
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
    // Another client has its own bucket.
    expect(limiter.take('b').ok).toBe(true)
  })

  it('refills to the burst and no further', () => {
    let t = 0
    const limiter = createRateLimiter({ burst: 2, perMinute: 60, now: () => t })
    limiter.take('a')
    t += 3_600_000
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, false])
  })

  it('remembers a bounded number of clients, forgetting full buckets first', () => {
    let t = 0
    const limiter = createRateLimiter({ burst: 2, perMinute: 60, maxClients: 3, now: () => t })
    for (const c of ['a', 'b', 'c']) limiter.take(c)
    limiter.take('a')
    t += 1_000 // b and c are full again; a is not
    limiter.take('d')
    expect(limiter.size).toBeLessThanOrEqual(3)
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
  })

  it('counts an IPv6 /64 as one client and an IPv4-mapped address as the IPv4 one', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe(clientOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'))
    expect(clientOf('2001:db8:1:2::1')).not.toBe(clientOf('2001:db8:1:3::1'))
    expect(clientOf('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64')
    expect(clientOf('::1')).toBe('0:0:0:0::/64')
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7')
    expect(clientOf(undefined)).toBe('unknown')
  })
})
