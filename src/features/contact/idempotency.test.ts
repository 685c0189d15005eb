import { describe, expect, it } from 'vitest'
import { acceptsIdempotencyKey, createAttemptKeys, newIdempotencyKey } from './idempotency'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('idempotency keys', () => {
  it('are random version-4 UUIDs, with or without crypto.randomUUID', () => {
    const keys = new Set<string>()
    for (let i = 0; i < 50; i++) keys.add(newIdempotencyKey())
    expect(keys.size).toBe(50)
    const withoutRandomUuid = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
        crypto.getRandomValues(array as Uint8Array) as unknown as T,
    }
    const withoutCrypto = newIdempotencyKey(null)
    for (const key of [newIdempotencyKey(), newIdempotencyKey(withoutRandomUuid), withoutCrypto]) {
      expect(key).toMatch(UUID_V4)
    }
    expect(newIdempotencyKey(withoutRandomUuid)).not.toBe(newIdempotencyKey(withoutRandomUuid))
  })

  it('go to the page’s own origin only', () => {
    const origin = 'https://www.company.tz'
    expect(acceptsIdempotencyKey('/api/inquiry', origin)).toBe(true)
    expect(acceptsIdempotencyKey('https://www.company.tz/api/inquiry', origin)).toBe(true)
    expect(acceptsIdempotencyKey('https://forms.provider.com/f/abc', origin)).toBe(false)
    expect(acceptsIdempotencyKey('//forms.provider.com/f/abc', origin)).toBe(false)
    expect(acceptsIdempotencyKey('/api/inquiry', undefined)).toBe(false)
  })
})

describe('attempt keys', () => {
  let n = 0
  const keys = () => createAttemptKeys(() => `k${++n}`)

  it('reuse the key when the same content is retried after a timeout or a network failure', () => {
    const attempts = keys()
    const first = attempts.keyFor('{"a":1}')
    attempts.settle({ ok: false, reason: 'timeout' })
    expect(attempts.keyFor('{"a":1}')).toBe(first)
    attempts.settle({ ok: false, reason: 'network' })
    expect(attempts.keyFor('{"a":1}')).toBe(first)
  })

  it('start a new attempt after an edit, a success or an answer from the endpoint', () => {
    const attempts = keys()
    const first = attempts.keyFor('{"a":1}')
    attempts.settle({ ok: false, reason: 'timeout' })
    const edited = attempts.keyFor('{"a":2}')
    expect(edited).not.toBe(first)
    attempts.settle({ ok: false, reason: 'http', status: 500 })
    const afterHttp = attempts.keyFor('{"a":2}')
    expect(afterHttp).not.toBe(edited)
    attempts.settle({ ok: true, status: 201 })
    expect(attempts.keyFor('{"a":2}')).not.toBe(afterHttp)
  })
})
