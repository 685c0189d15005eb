/**
 * The inquiry's fields, options and limits, without a validation library: the site script's draft
 * saver (src/enhance/) and the collector read them as well as the form. The rules and messages live
 * in inquirySchema.ts (yup), which builds on this module.
 *
 * Keep this module free of browser and Vite APIs and of libraries: Node scripts import it through tsx
 * and the site script bundles it.
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

/**
 * Longest accepted value of each text field (also the inputs' `maxLength`), counted as the browser
 * counts `maxlength`: in UTF-16 code units, a line break as one (see `normaliseLineBreaks`).
 */
export const maxLengths = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 32,
  company: 150,
  projectDescription: 5000,
} as const

/**
 * The honeypot's name: a field people never see, posted (empty) with the native form. Software that
 * fills every field reveals itself; the form and the local collector then pretend success and store
 * nothing. It is not one of the inquiry's fields.
 */
export const HONEYPOT_FIELD = 'website'

/** Field names in form order: validation focus, payload order and tests follow it. */
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
] as const

export type InquiryField = (typeof inquiryFieldNames)[number]

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

/**
 * Line breaks as the browser counts them: a textarea's value (what `maxlength` measures) holds LF
 * only, but a form post sends each line break as CRLF. CRLF and a lone CR both become LF.
 */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}
