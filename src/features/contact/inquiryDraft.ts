import { choiceOptions, emptyInquiry, maxLengths, type InquiryFormValues } from './inquirySchema'

/**
 * The unsent inquiry, kept on the visitor's own device (localStorage) so a reload or an accidental
 * navigation loses nothing. Only the form's eleven fields are stored (never the honeypot); the draft
 * is removed after a successful submit. Every function tolerates storage being unavailable.
 */
export const DRAFT_STORAGE_KEY = 'inquiry-draft:v1'

type TextField = keyof typeof maxLengths
type ChoiceField = keyof typeof choiceOptions

const textFields = Object.keys(maxLengths) as TextField[]
const choiceFields = Object.keys(choiceOptions) as ChoiceField[]

/** True when nothing has been entered yet. */
export function isEmptyInquiry(values: InquiryFormValues): boolean {
  return (Object.keys(emptyInquiry) as (keyof InquiryFormValues)[]).every(
    (k) => values[k] === emptyInquiry[k],
  )
}

/**
 * Reads a stored draft defensively: unknown keys are dropped, text is cut to its maximum length,
 * a choice that is no longer offered is left empty. Returns undefined for nothing usable.
 */
export function parseDraft(raw: string | null | undefined): InquiryFormValues | undefined {
  if (!raw) return undefined
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const stored = data as Record<string, unknown>
  const draft: InquiryFormValues = { ...emptyInquiry }
  for (const field of textFields) {
    const value = stored[field]
    if (typeof value === 'string') draft[field] = value.slice(0, maxLengths[field])
  }
  for (const field of choiceFields) {
    const value = stored[field]
    const options: readonly string[] = choiceOptions[field]
    if (typeof value === 'string' && options.includes(value)) {
      ;(draft as unknown as Record<ChoiceField, string>)[field] = value
    }
  }
  if (typeof stored.agreeMarketing === 'boolean') draft.agreeMarketing = stored.agreeMarketing
  return isEmptyInquiry(draft) ? undefined : draft
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Access itself can throw (blocked cookies / storage in some browsers).
    return undefined
  }
}

export function loadDraft(): InquiryFormValues | undefined {
  try {
    return parseDraft(storage()?.getItem(DRAFT_STORAGE_KEY))
  } catch {
    return undefined
  }
}

/** Stores the values, or removes the draft when the form is empty. */
export function saveDraft(values: InquiryFormValues): void {
  try {
    const store = storage()
    if (!store) return
    if (isEmptyInquiry(values)) {
      store.removeItem(DRAFT_STORAGE_KEY)
      return
    }
    const draft: InquiryFormValues = { ...emptyInquiry }
    for (const key of Object.keys(emptyInquiry) as (keyof InquiryFormValues)[]) {
      ;(draft as unknown as Record<string, unknown>)[key] = values[key]
    }
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Quota exceeded or storage disabled: the form still works, only the safety net is missing.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY)
  } catch {
    // Nothing to clear.
  }
}
