import { boolean, object, string, type InferType } from 'yup'

/**
 * The inquiry: the single definition of the contact form's fields, options, limits
 * and messages. The browser form validates with it, builds its JSON payload with it, and the local
 * collector (scripts/server/inquiryCollector.ts) validates incoming JSON with the very same schema.
 *
 * Keep this module free of browser and Vite APIs: Node scripts import it through tsx.
 */

/** Employee bands. */
export const employeeCountOptions = ['1-10', '11-50', '51-200', '201-500', '500+'] as const

/** Services offered through the form. */
export const serviceOptions = [
  'General AI Development',
  'MVP Development',
  'Research Project',
  'Staff Augmentation',
  'Data Analytics',
  'Rapid Prototyping',
] as const

/** How the visitor found the company. */
export const howFoundOptions = [
  'Internet',
  'Referral',
  'Social Media',
  'Advertisement',
  'Event / Conference',
  'Other',
] as const

export const ndaOptions = ['yes', 'no'] as const

/** The project description needs at least this many characters. */
export const DESCRIPTION_MIN_LENGTH = 10

/** Longest accepted value of each text field (also the inputs' `maxLength`). */
export const maxLengths = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 32,
  company: 150,
  projectDescription: 5000,
} as const

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

/** A text field, trimmed. (yup's own `trim()` throws on non-strings, e.g. an object in a JSON body.) */
const text = () => string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`
/** For optional choices the collector receives: the empty string means "not chosen". */
const optionalChoice = (options: readonly string[], label: string) =>
  string()
    .default('')
    .oneOf(['', ...options], `${label} must be one of: ${options.join(', ')}`)

export const inquirySchema = object({
  firstName: text()
    .required(inquiryMessages.firstName)
    .max(maxLengths.firstName, tooLong('First name', maxLengths.firstName)),
  lastName: text()
    .required(inquiryMessages.lastName)
    .max(maxLengths.lastName, tooLong('Last name', maxLengths.lastName)),
  email: text()
    .required(inquiryMessages.email)
    .email(inquiryMessages.email)
    .max(maxLengths.email, inquiryMessages.email),
  phone: text()
    .required(inquiryMessages.phone)
    .max(maxLengths.phone, tooLong('Phone number', maxLengths.phone)),
  company: text().default('').max(maxLengths.company, tooLong('Company', maxLengths.company)),
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
      tooLong('Project description', maxLengths.projectDescription),
    ),
  needsNDA: string().required(inquiryMessages.needsNDA).oneOf(ndaOptions, inquiryMessages.needsNDA),
  agreeMarketing: boolean().default(false),
}).exact('Unknown field(s): ${properties}')

/** The JSON body POSTed to the endpoint: exactly these eleven fields. */
export type InquiryPayload = InferType<typeof inquirySchema>
export type InquiryField = keyof InquiryPayload

/** Field names in form order: validation focus, payload order and tests follow it. */
/**
 * The honeypot's name: a field people never see, posted (empty) with the native form. Software that
 * fills every field reveals itself; the form and the local collector then pretend success and store
 * nothing. It is not one of the inquiry's fields.
 */
export const HONEYPOT_FIELD = 'website'

export const inquiryFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'employeeCount',
  'helpWith',
  'hearAbout',
  'projectDescription',
  'needsNDA',
  'agreeMarketing',
] as const satisfies readonly InquiryField[]

/** What the form holds while the visitor types: every choice may still be empty. */
export interface InquiryFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  employeeCount: '' | (typeof employeeCountOptions)[number]
  helpWith: '' | (typeof serviceOptions)[number]
  hearAbout: '' | (typeof howFoundOptions)[number]
  projectDescription: string
  needsNDA: '' | (typeof ndaOptions)[number]
  agreeMarketing: boolean
}

export const emptyInquiry: InquiryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  employeeCount: '',
  helpWith: '',
  hearAbout: '',
  projectDescription: '',
  needsNDA: '',
  agreeMarketing: false,
}

/** The options a choice field accepts, for building selects and checking restored drafts. */
export const choiceOptions = {
  employeeCount: employeeCountOptions,
  helpWith: serviceOptions,
  hearAbout: howFoundOptions,
  needsNDA: ndaOptions,
} as const

export interface FieldError {
  field: string
  message: string
}

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
 * the normalised inquiry (trimmed, defaults filled, exactly the eleven fields in form order); on
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

/** The form's values as the JSON payload: trimmed, and exactly the eleven fields. */
export function toInquiryPayload(values: InquiryFormValues): InquiryPayload {
  return orderFields(inquirySchema.cast(values, { stripUnknown: true }))
}

function orderFields(inquiry: InquiryPayload): InquiryPayload {
  const out: Record<string, unknown> = {}
  for (const name of inquiryFieldNames) out[name] = inquiry[name]
  return out as InquiryPayload
}
