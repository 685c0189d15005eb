/**
 * One inquiry per submit: every submit attempt carries an `Idempotency-Key`, and a retry
 * of the same attempt after a timeout or a network failure, when the collector may have stored the
 * inquiry without the answer ever arriving, sends the same key again, so the collector stores it
 * once. Only the local collector (a relative, same-origin endpoint) receives the header: on a
 * third-party form service a custom header would trigger a CORS preflight it may not answer.
 */
import type { SubmitResult } from './submitInquiry'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

type Crypto = Pick<globalThis.Crypto, 'getRandomValues'> & { randomUUID?: () => string }

/**
 * A random version-4 UUID: `crypto.randomUUID` where there is one (secure contexts only), else built
 * from `crypto.getRandomValues`, else (no Web Crypto at all) from Math.random.
 */
export function newIdempotencyKey(
  cryptoImpl: Crypto | null = (globalThis.crypto as Crypto | undefined) ?? null,
): string {
  if (typeof cryptoImpl?.randomUUID === 'function') return cryptoImpl.randomUUID()
  const bytes = new Uint8Array(16)
  if (cryptoImpl) cryptoImpl.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * True when the endpoint is on the page's own origin (the local collector of `npm start`), so it
 * may receive the header. An absolute URL counts only if its origin is the page's.
 */
export function acceptsIdempotencyKey(endpoint: string, pageOrigin: string | undefined): boolean {
  if (!pageOrigin) return false
  try {
    return new URL(endpoint, pageOrigin).origin === new URL(pageOrigin).origin
  } catch {
    return false
  }
}

/**
 * The key of the current attempt. `keyFor` hands out the same key for the same content until the
 * attempt ends: a success or an answer from the endpoint (it decided; the next submit is a new
 * attempt) ends it, as does any edit that changes what is sent; a timeout or a network failure keeps
 * it for the retry.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { key: string; content: string } | undefined
  return {
    keyFor(content: string): string {
      if (!current || current.content !== content) current = { key: generate(), content }
      return current.key
    },
    settle(result: SubmitResult): void {
      if (result.ok || result.reason === 'http') current = undefined
    },
    reset(): void {
      current = undefined
    },
  }
}
