import { describe, expect, it } from 'vitest'
import { failureToast, fieldCopy, fieldName, toasts } from './contactCopy'
import { inquiryFieldNames } from './inquiryFields'

describe('the failure toast says what happened when the endpoint said so', () => {
  it('keeps the title, and asks to check the connection for an error without a reason', () => {
    for (const result of [
      { ok: false, reason: 'network' },
      { ok: false, reason: 'timeout' },
      { ok: false, reason: 'http', status: 500 },
      { ok: false, reason: 'http', status: 400 },
    ] as const) {
      expect(failureToast(result)).toEqual(toasts.failure)
    }
  })

  it('tells a visitor who was rate-limited when to send it again, in words', () => {
    const soon = failureToast({ ok: false, reason: 'http', status: 429, retryAfterSeconds: 30 })
    expect(soon.title).toBe(toasts.failure.title)
    expect(soon.text).not.toBe(toasts.failure.text)
    expect(soon.text).toMatch(/\b30 seconds\b/)
    expect(
      failureToast({ ok: false, reason: 'http', status: 429, retryAfterSeconds: 1 }).text,
    ).toMatch(/\b1 second\b/)
    expect(
      failureToast({ ok: false, reason: 'http', status: 429, retryAfterSeconds: 150 }).text,
    ).toMatch(/\b3 minutes\b/)
    expect(failureToast({ ok: false, reason: 'http', status: 429 }).text).toMatch(/minute/)
  })

  it('says that a reused retry mark stopped the inquiry, and to submit again', () => {
    const reused = failureToast({ ok: false, reason: 'http', status: 422 })
    expect(reused.title).toBe(toasts.failure.title)
    expect(reused.text).not.toBe(toasts.failure.text)
    expect(reused.text).toMatch(/submit it again/i)
  })
})

describe('field names', () => {
  it('names every field, by a short name where the label is a question or a sentence', () => {
    for (const field of inquiryFieldNames) {
      const name = fieldName(field)
      expect(name.length, field).toBeGreaterThan(0)
      expect(name.length, field).toBeLessThanOrEqual(fieldCopy[field].label.length)
      expect(name, field).not.toMatch(/\?$/)
    }
  })
})
