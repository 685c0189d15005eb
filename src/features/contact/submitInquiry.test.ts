import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InquiryPayload } from './inquirySchema'
import { SUBMIT_TIMEOUT_MS, submitInquiry } from './submitInquiry'

const payload: InquiryPayload = {
  firstName: 'Amina',
  lastName: 'Mwakyusa',
  email: 'amina@example.com',
  phone: '+255 712 345 678',
  company: '',
  employeeCount: '',
  helpWith: 'MVP Development',
  hearAbout: 'Internet',
  projectDescription: 'A prototype for crop-disease detection.',
  needsNDA: 'yes',
  agreeMarketing: true,
}

const answer = (status: number) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }))

afterEach(() => {
  vi.useRealTimers()
})

describe('submitInquiry', () => {
  it('POSTs the payload as JSON to the endpoint', async () => {
    const fetchImpl = answer(201)
    await submitInquiry('/api/inquiry', payload, { fetchImpl })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('/api/inquiry')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual(payload)
  })

  it('treats any 2xx as success', async () => {
    for (const status of [200, 201, 204]) {
      expect(await submitInquiry('/x', payload, { fetchImpl: answer(status) })).toEqual({
        ok: true,
        status,
      })
    }
  })

  it('treats other statuses as failure', async () => {
    for (const status of [302, 400, 413, 500, 503]) {
      expect(await submitInquiry('/x', payload, { fetchImpl: answer(status) })).toEqual({
        ok: false,
        reason: 'http',
        status,
      })
    }
  })

  it('reports a network error as failure instead of throwing', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await submitInquiry('/x', payload, { fetchImpl })).toEqual({
      ok: false,
      reason: 'network',
    })
  })

  it('gives up on a hung request after the timeout', async () => {
    vi.useFakeTimers()
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          )
        }),
    )
    const result = submitInquiry('/x', payload, { fetchImpl })
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toEqual({ ok: false, reason: 'timeout' })
  })

  it('sends the idempotency key to a same-origin endpoint (the local collector) only', async () => {
    const header = async (endpoint: string) => {
      const fetchImpl = answer(201)
      await submitInquiry(endpoint, payload, {
        fetchImpl,
        idempotencyKey: 'key-1',
        pageOrigin: 'http://127.0.0.1:4173',
      })
      const [, init] = fetchImpl.mock.calls[0] ?? []
      expect(JSON.parse(String(init?.body))).toEqual(payload)
      return new Headers(init?.headers).get('Idempotency-Key')
    }
    expect(await header('/api/inquiry')).toBe('key-1')
    expect(await header('http://127.0.0.1:4173/api/inquiry')).toBe('key-1')
    // A third-party form service: a custom header would need a CORS preflight it may refuse.
    expect(await header('https://forms.provider.example/f/abc123')).toBeNull()
    expect(await header('//forms.provider.example/f/abc123')).toBeNull()
    expect(await header('http://127.0.0.1:9999/api/inquiry')).toBeNull()
  })

  it('sends no idempotency key when none is given', async () => {
    const fetchImpl = answer(201)
    await submitInquiry('/api/inquiry', payload, { fetchImpl, pageOrigin: 'http://127.0.0.1' })
    const [, init] = fetchImpl.mock.calls[0] ?? []
    expect(new Headers(init?.headers).has('Idempotency-Key')).toBe(false)
  })
})

describe('submitInquiry: when to try again', () => {
  it('reads Retry-After of a 429 or 503, as seconds or as a date', async () => {
    const limited = (status: number, retryAfter: string) =>
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response(null, { status, headers: { 'Retry-After': retryAfter } }))
    expect(await submitInquiry('/x', payload, { fetchImpl: limited(429, '12') })).toEqual({
      ok: false,
      reason: 'http',
      status: 429,
      retryAfterSeconds: 12,
    })
    const soon = new Date(Date.now() + 90_000).toUTCString()
    const result = await submitInquiry('/x', payload, { fetchImpl: limited(503, soon) })
    expect(
      result.ok === false && result.reason === 'http' && result.retryAfterSeconds,
    ).toBeGreaterThan(80)
    expect(await submitInquiry('/x', payload, { fetchImpl: limited(429, 'soon') })).toEqual({
      ok: false,
      reason: 'http',
      status: 429,
    })
  })
})
