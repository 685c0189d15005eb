import { boolean, object, string, type InferType } from 'yup'
import { fieldName } from './contactCopy'
import {
  DESCRIPTION_MIN_LENGTH,
  employeeCountOptions,
  howFoundOptions,
  inquiryFieldNames,
  maxLengths,
  ndaOptions,
  normaliseLineBreaks,
  serviceOptions,
  type FieldError,
  type InquiryField,
  type InquiryFormValues,
} from './inquiryFields'

/**
 * The inquiry's rules and messages: the browser form validates with this schema, builds its JSON
 * payload with it, and the local collector (scripts/server/inquiryCollector.ts) validates what it
 * receives with the very same schema. The fields, options and limits are in inquiryFields.ts.
 *
 * Keep this module free of browser and Vite APIs: Node scripts import it through tsx.
 */

/** The exact field messages. */
export const inquiryMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  helpWith: 'Please select what we can help you with',
  hearAbout: 'Please tell us how you heard about us',
  projectDescription: 'Please provide more details about your project',
  needsNDA: 'Please select an option',
} as const

/**
 * A text field, its line breaks counted as the browser counts them (CRLF as one, see
 * `normaliseLineBreaks`), then trimmed. (yup's own `trim()` throws on non-strings, e.g. an object in
 * a JSON body.)
 */
const text = () =>
  string().transform((v: unknown) => (typeof v === 'string' ? normaliseLineBreaks(v).trim() : v))

const tooLong = (field: InquiryField, max: number) =>
  `${fieldName(field)} must be at most ${max} characters`

/**
 * Characters a one-line field never holds: control characters (line breaks and tabs among them),
 * line and paragraph separators, lone surrogates, and invisible formatting characters such as
 * zero-width spaces and text-direction overrides (U+202E makes "gpj.exe" read "exe.jpg"). The
 * zero-width (non-)joiners that some scripts and emoji need are allowed between two letters, marks
 * or pictographs (Persian names write U+200C inside a word).
 */
const HIDDEN_CHARACTER =
  /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]|(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}\p{Extended_Pictographic}])/u

/** Characters that show nothing: spaces, default-ignorable code points (fillers) and the blank braille cell. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu

/** True when the text shows at least one character. */
const visible = (value: string | undefined) => !value || value.replace(INVISIBLE, '') !== ''

/** The message for a one-line field holding a character it may not hold. */
const hiddenCharacterMessage = (field: InquiryField) =>
  `${fieldName(field)} contains a hidden character (a line break, control or invisible formatting character). Please retype it.`

/**
 * A one-line text field: visible once invisible characters are gone (else `emptyMessage`), without
 * hidden characters.
 */
const line = (field: InquiryField, emptyMessage: string) =>
  text()
    .test('visible', emptyMessage, visible)
    .test('one-line', hiddenCharacterMessage(field), (v) => !v || !HIDDEN_CHARACTER.test(v))
/** For optional choices the collector receives: the empty string means "not chosen". */
const optionalChoice = (options: readonly string[], label: string) =>
  string()
    .default('')
    .oneOf(['', ...options], `${label} must be one of: ${options.join(', ')}`)

export const inquirySchema = object({
  firstName: line('firstName', inquiryMessages.firstName)
    .required(inquiryMessages.firstName)
    .max(maxLengths.firstName, tooLong('firstName', maxLengths.firstName)),
  lastName: line('lastName', inquiryMessages.lastName)
    .required(inquiryMessages.lastName)
    .max(maxLengths.lastName, tooLong('lastName', maxLengths.lastName)),
  email: line('email', inquiryMessages.email)
    .required(inquiryMessages.email)
    .email(inquiryMessages.email)
    .max(maxLengths.email, inquiryMessages.email),
  phone: line('phone', inquiryMessages.phone)
    .required(inquiryMessages.phone)
    .max(maxLengths.phone, tooLong('phone', maxLengths.phone)),
  company: line('company', `${fieldName('company')} shows no visible characters`)
    .default('')
    .max(maxLengths.company, tooLong('company', maxLengths.company)),
  employeeCount: optionalChoice(employeeCountOptions, 'Company size'),
  helpWith: string()
    .required(inquiryMessages.helpWith)
    .oneOf(serviceOptions, inquiryMessages.helpWith),
  hearAbout: string()
    .required(inquiryMessages.hearAbout)
    .oneOf(howFoundOptions, inquiryMessages.hearAbout),
  projectDescription: text()
    .required(inquiryMessages.projectDescription)
    .min(DESCRIPTION_MIN_LENGTH, inquiryMessages.projectDescription)
    .max(
      maxLengths.projectDescription,
      tooLong('projectDescription', maxLengths.projectDescription),
    ),
  needsNDA: string().required(inquiryMessages.needsNDA).oneOf(ndaOptions, inquiryMessages.needsNDA),
  agreeMarketing: boolean().default(false),
}).exact('Unknown field(s): ${properties}')

/** The JSON body POSTed to the endpoint: exactly the fields of `inquiryFieldNames`. */
export type InquiryPayload = InferType<typeof inquirySchema>

export type InquiryValidation =
  { ok: true; inquiry: InquiryPayload } | { ok: false; errors: FieldError[] }

interface YupError {
  inner?: YupError[]
  path?: string
  message: string
}

function isYupError(error: unknown): error is YupError & { name: 'ValidationError' } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ValidationError'
  )
}

/**
 * Validates anything (a parsed JSON body, the form's values) against the inquiry. On success returns
 * the normalised inquiry (trimmed, defaults filled, exactly the form's fields in form order); on
 * failure every field error, one per field, in form order.
 */
export async function validateInquiry(input: unknown): Promise<InquiryValidation> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ field: '', message: 'The inquiry must be a JSON object' }] }
  }
  try {
    const valid = await inquirySchema.validate(input, { abortEarly: false })
    return { ok: true, inquiry: orderFields(valid) }
  } catch (error) {
    if (!isYupError(error)) throw error
    const list = error.inner && error.inner.length > 0 ? error.inner : [error]
    const byField = new Map<string, string>()
    for (const e of list) {
      const field = e.path ?? ''
      if (!byField.has(field)) byField.set(field, e.message)
    }
    const rank = (f: string) => {
      const i = (inquiryFieldNames as readonly string[]).indexOf(f)
      return i === -1 ? inquiryFieldNames.length : i
    }
    const errors = [...byField]
      .map(([field, message]) => ({ field, message }))
      .sort((a, b) => rank(a.field) - rank(b.field))
    return { ok: false, errors }
  }
}

/** The form's values as the JSON payload: trimmed, and exactly the form's fields (`inquiryFieldNames`). */
export function toInquiryPayload(values: InquiryFormValues): InquiryPayload {
  return orderFields(inquirySchema.cast(values, { stripUnknown: true }))
}

function orderFields(inquiry: InquiryPayload): InquiryPayload {
  const out: Record<string, unknown> = {}
  for (const name of inquiryFieldNames) out[name] = inquiry[name]
  return out as InquiryPayload
}
