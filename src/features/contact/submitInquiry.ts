import { IDEMPOTENCY_HEADER, acceptsIdempotencyKey } from './idempotency'
import type { InquiryPayload } from './inquirySchema'

/**
 * How long the form waits for the endpoint before giving up (and keeping every value for a retry).
 * 15 s covers a slow mobile connection to a third-party form service, and is short enough that a
 * visitor never wonders whether anything is still happening.
 */
export const SUBMIT_TIMEOUT_MS = 15_000

export type SubmitResult =
  | { ok: true; status: number }
  /** `retryAfterSeconds`: from a 429 or 503's `Retry-After`, when the endpoint sent one. */
  | { ok: false; reason: 'http'; status: number; retryAfterSeconds?: number }
  | { ok: false; reason: 'network' | 'timeout' }

/**
 * `Retry-After` in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); undefined when
 * absent or unreadable. (A third-party endpoint must expose the header for the page to read it.)
 */
function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

export interface SubmitOptions {
  timeoutMs?: number
  fetchImpl?: typeof fetch
  /** Sent as `Idempotency-Key`, only when the endpoint is on the page's origin (see idempotency.ts). */
  idempotencyKey?: string
  /** The page's origin; defaults to `location.origin`. */
  pageOrigin?: string
}

/**
 * POSTs the inquiry as JSON: the body is exactly the form's fields (`inquiryFieldNames`). Only the status is read (and
 * `Retry-After` of a 429 or 503, so the visitor can be told when to try again): any 2xx is success;
 * another status, a network error or no answer within the timeout is failure. Never throws.
 */
export async function submitInquiry(
  endpoint: string,
  payload: InquiryPayload,
  {
    timeoutMs = SUBMIT_TIMEOUT_MS,
    fetchImpl = fetch,
    idempotencyKey,
    pageOrigin = globalThis.location?.origin,
  }: SubmitOptions = {},
): Promise<SubmitResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  }
  if (idempotencyKey && acceptsIdempotencyKey(endpoint, pageOrigin)) {
    headers[IDEMPOTENCY_HEADER] = idempotencyKey
  }
  const controller = new AbortController()
  let timedOut = false
  // A plain timer (not AbortSignal.timeout) so tests with fake clocks can move time forward.
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: 'same-origin',
    })
    if (response.ok) return { ok: true, status: response.status }
    const wait =
      response.status === 429 || response.status === 503
        ? retryAfterSeconds(response.headers.get('Retry-After'))
        : undefined
    return wait === undefined
      ? { ok: false, reason: 'http', status: response.status }
      : { ok: false, reason: 'http', status: response.status, retryAfterSeconds: wait }
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' }
  } finally {
    clearTimeout(timer)
  }
}
