import { DRAFT_STORAGE_KEY, clearDraft, draftStorage as storage } from './draftStorage'
import { choiceOptions, emptyInquiry, maxLengths, type InquiryFormValues } from './inquiryFields'

export { DRAFT_STORAGE_KEY, clearDraft }

/**
 * The unsent inquiry, kept on the visitor's own device (localStorage) so a reload or an accidental
 * navigation loses nothing. Only the form's eleven fields are stored (never the honeypot); the draft
 * is removed after a successful submit. Every function tolerates storage being unavailable.
 */
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
 * Any record (a stored draft, what the form fields hold) as form values, defensively: unknown keys
 * are dropped, text is cut to its maximum length, a choice that is not offered is left empty.
 */
function toFormValues(stored: Record<string, unknown>): InquiryFormValues {
  const values: InquiryFormValues = { ...emptyInquiry }
  for (const field of textFields) {
    const value = stored[field]
    if (typeof value === 'string') values[field] = value.slice(0, maxLengths[field])
  }
  for (const field of choiceFields) {
    const value = stored[field]
    const options: readonly string[] = choiceOptions[field]
    if (typeof value === 'string' && options.includes(value)) {
      ;(values as unknown as Record<ChoiceField, string>)[field] = value
    }
  }
  if (typeof stored.agreeMarketing === 'boolean') values.agreeMarketing = stored.agreeMarketing
  return values
}

/**
 * Reads a stored draft defensively (see `toFormValues`). Returns undefined for nothing usable.
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
  const draft = toFormValues(data as Record<string, unknown>)
  return isEmptyInquiry(draft) ? undefined : draft
}

/**
 * What the form starts with once React takes over: what the visitor typed into the prerendered
 * fields before that (`typed`) beats an older draft field by field; the draft only fills the fields
 * the visitor has not touched yet. `fromDraft` tells whether anything came from the draft.
 */
export function mergeTypedOverDraft(
  typed: InquiryFormValues,
  draft: InquiryFormValues | undefined,
): { values: InquiryFormValues; fromDraft: boolean } {
  const values: InquiryFormValues = { ...typed }
  let fromDraft = false
  if (!draft) return { values, fromDraft }
  for (const key of Object.keys(emptyInquiry) as (keyof InquiryFormValues)[]) {
    if (typed[key] === emptyInquiry[key] && draft[key] !== emptyInquiry[key]) {
      ;(values as unknown as Record<string, unknown>)[key] = draft[key]
      fromDraft = true
    }
  }
  return { values, fromDraft }
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

/**
 * What the form's fields hold right now, read from the DOM by their names (the JSON keys): before
 * hydration the prerendered fields are plain HTML and the visitor may already have typed into them.
 */
export function readFieldValues(form: HTMLFormElement): InquiryFormValues {
  const raw: Record<string, unknown> = {}
  for (const name of Object.keys(emptyInquiry)) {
    const field = form.elements.namedItem(name)
    if (!field) continue
    if (field instanceof HTMLInputElement && field.type === 'checkbox') raw[name] = field.checked
    else if ('value' in field) raw[name] = field.value
  }
  return toFormValues(raw)
}
