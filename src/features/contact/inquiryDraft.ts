import { DRAFT_STORAGE_KEY, clearDraft, draftStorage as storage } from './draftStorage'
import { choiceOptions, emptyInquiry, maxLengths, type InquiryFormValues } from './inquiryFields'

export { DRAFT_STORAGE_KEY, clearDraft }

/**
 * The unsent inquiry, kept on the visitor's own device (localStorage) so a reload or an accidental
 * navigation loses nothing. Only the form's fields (`inquiryFieldNames`) are stored (never the honeypot); the draft
 * is removed after a successful submit. Every function tolerates storage being unavailable.
 *
 * Two hands keep it: the site script (`keepDraft`, plain DOM, src/enhance/draft.ts) from the first
 * keystroke, long before React arrives, and the hydrated form. With JavaScript off nothing can be
 * saved. This module has no library in it: the site script bundles it.
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

/**
 * Puts values into the form's fields through the DOM, for the fields `only` says (the others keep
 * what they hold).
 */
function writeFieldValues(
  form: HTMLFormElement,
  values: InquiryFormValues,
  only: (key: keyof InquiryFormValues) => boolean,
): void {
  for (const name of Object.keys(emptyInquiry) as (keyof InquiryFormValues)[]) {
    if (!only(name)) continue
    const field = form.elements.namedItem(name)
    const value = values[name]
    if (field instanceof HTMLInputElement && field.type === 'checkbox')
      field.checked = value === true
    else if (field && 'value' in field) field.value = String(value)
  }
}

/** Shared between the site script and the form's island (one module in the page). */
const handover = { hydrated: false, restored: false }

/** The form calls this once React has taken it over: from then on the site script only saves. */
export function markFormHydrated(): void {
  handover.hydrated = true
}

/** Whether the site script put a stored draft into the fields before React took the form over. */
export function wasRestoredBeforeHydration(): boolean {
  return handover.restored
}

/**
 * Keeps the draft of a prerendered form from the first keystroke, in plain DOM: fills the fields the
 * visitor has not touched from a stored draft (unless React already did), saves at once what the
 * fields hold, then on every input and change.
 */
export function keepDraft(form: HTMLFormElement): void {
  const save = () => saveDraft(readFieldValues(form))
  if (!handover.hydrated) {
    const typed = readFieldValues(form)
    const { values, fromDraft } = mergeTypedOverDraft(typed, loadDraft())
    if (fromDraft) {
      writeFieldValues(form, values, (key) => typed[key] === emptyInquiry[key])
      handover.restored = true
    }
    if (!isEmptyInquiry(values)) saveDraft(values)
  }
  form.addEventListener('input', save)
  form.addEventListener('change', save)
}
