import { site } from '../../config/site'
import type { SubmitResult } from './submitInquiry'
import { DESCRIPTION_MIN_LENGTH, HONEYPOT_FIELD, type InquiryField } from './inquiryFields'

/** Copy of the contact page. Contact values come from config. */

export const contactHero = {
  eyebrow: 'Contact us',
  title: 'Talk to our development team',
  lead: 'Tell us about the problem you want to solve. Our engineers read every inquiry and reply with next steps and a free, no-obligation estimate for your project.',
  emailIntro: 'Prefer e-mail? Write to',
}

export const formIntro = {
  title: 'Request a free project estimate',
  text: 'A few details help us prepare a useful first conversation.',
  requiredNote: 'Fields marked with * are required.',
}

export interface FieldCopy {
  label: string
  /**
   * How messages name the field when its label is a question or a sentence (the collector's error
   * page, "… must be at most N characters"); else the label names it.
   */
  name?: string
  placeholder?: string
  hint?: string
}

/**
 * Labels, placeholders and hints per field: the one place fields are named, read by the form, its
 * schema's messages and the local collector's error page. Validation messages live in the schema.
 */
export const fieldCopy: Record<InquiryField, FieldCopy> = {
  firstName: { label: 'First name' },
  lastName: { label: 'Last name' },
  email: { label: 'Work e-mail', placeholder: 'name@company.com' },
  phone: { label: 'Phone number', placeholder: '+255 712 345 678' },
  company: { label: 'Company or organisation', name: 'Company' },
  employeeCount: { label: 'Company size', placeholder: 'Select number of employees' },
  helpWith: {
    label: 'What can we help you with?',
    name: 'Service',
    placeholder: 'Select a service',
  },
  hearAbout: {
    label: 'How did you hear about us?',
    name: 'How you heard about us',
    placeholder: 'Select an option',
  },
  projectDescription: {
    label: 'Tell us about your project',
    name: 'Project description',
    placeholder:
      'What would you like to build or improve, what data do you have, and when do you need it?',
    hint: `At least ${DESCRIPTION_MIN_LENGTH} characters.`,
  },
  needsNDA: {
    label: 'Do you need us to sign a non-disclosure agreement (NDA) first?',
    name: 'NDA',
  },
  agreeMarketing: {
    name: 'Marketing consent',
    label: `Send me occasional news, insights and event invitations from ${site.name}. I can unsubscribe at any time.`,
  },
}

/** How messages name a field (see `FieldCopy.name`). */
export function fieldName(field: InquiryField): string {
  return fieldCopy[field].name ?? fieldCopy[field].label
}

/** Suffix of the employee-band options ("11-50 employees"); the value stays the bare band. */
export const employeeSuffix = 'employees'

export const ndaLabels = { yes: 'Yes', no: 'No' } as const

export const submitCopy = {
  idle: 'Submit inquiry',
  busy: 'Submitting...',
}

export const formFooter = {
  consentBefore: 'By submitting this form you agree to our',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  consentAfter: '.',
  // Said in a visitor's words: the draft keeper (localStorage) keeps the answers; without scripts the
  // browser's own form restore does much the same on Back and reload.
  draftNote: 'Your answers are kept in this browser until you send them.',
  restored:
    'We restored the details you entered earlier. They stay on this device until you send them.',
}

/**
 * What stays on the page after a successful send (the form itself is emptied, as the spec says):
 * a short recap above the button, so "maybe later" never leaves the visitor at a blank form
 * wondering whether anything happened.
 */
export const sentRecap = {
  title: (time: string) => `Inquiry sent at ${time}`,
  text: (name: string, email: string, topic: string) =>
    `Thank you, ${name}. An engineer will reply to ${email} within one working day about your request for ${topic}.`,
  next: 'What happens next',
}

/** Honeypot: a field people never see; software that fills every field reveals itself. */
export const honeypot = {
  name: HONEYPOT_FIELD,
  label: 'Leave this field empty',
}

/** The contact form's toasts: sent, failed, and the thanks when the visitor books a meeting later. */
export const toasts = {
  success: {
    title: 'Information successfully submitted!',
    text: 'Your submission has been received successfully.',
  },
  failure: {
    title: 'Submission Failed',
    text: 'Unable to submit your information. Please check your connection and try again.',
  },
  later: {
    title: 'Thank you!',
    text: "We'll be in touch soon. You can always book a meeting later.",
  },
}

/** "30 seconds", "2 minutes": a wait as people say it. */
function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minutes`
}

/**
 * The failure toast for an attempt that did not go through: the title is always 'Submission
 * Failed'; the text says what happened when the endpoint said so (too many inquiries at once, a
 * retry mark reused for a different inquiry), else asks to check the connection.
 */
export function failureToast(result: Exclude<SubmitResult, { ok: true }>): {
  title: string
  text: string
} {
  const { title } = toasts.failure
  if (result.reason === 'http' && result.status === 429) {
    const when =
      result.retryAfterSeconds === undefined
        ? 'in a minute'
        : `in ${waitInWords(Math.max(1, result.retryAfterSeconds))}`
    return {
      title,
      text: `We received many inquiries from your connection in a short time. Nothing is lost: please send it again ${when}.`,
    }
  }
  if (result.reason === 'http' && result.status === 422) {
    return {
      title,
      text: 'It arrived marked as a repeat of an earlier, different inquiry, so it was not saved. Please submit it again.',
    }
  }
  return toasts.failure
}

export const bookingDialog = {
  title: 'Information Successfully Submitted!',
  text: 'Thank you for reaching out. Would you like to book a short call with our team now? Pick a time that suits you and we will come prepared with questions about your project.',
  yes: 'Yes, book now',
  no: 'No, maybe later',
  newTabNote: 'Opens the booking calendar in a new tab.',
  close: 'Close',
}

/** Beside the form: who reads the inquiry (ids of `content/team/`). */
export const readers = {
  title: 'Who reads it',
  text: 'Every inquiry goes to one of our leads, who brings in the engineers your project needs.',
  ids: ['neema-mushi', 'baraka-mwakyusa'],
}

/** Beside the form, under the readers: what a visitor may want settled before writing. */
export const assurances = {
  title: 'Good to know',
  items: [
    {
      title: 'A reply within one working day',
      text: 'From a person who can answer, not a ticket number.',
    },
    {
      title: 'Confidential from the first message',
      text: 'Ask for an NDA and we sign it before you share any details.',
    },
    {
      title: 'English or Swahili',
      text: 'Write in the language your team works in; we work in both.',
    },
  ],
}

/** The contact strip: e-mail, phone, city and 'Global AI'. */
export const contactStrip = {
  title: 'Other ways to reach us',
  intro: 'We work from Dar es Salaam in East Africa Time (UTC+3) with clients worldwide.',
  email: 'E-mail',
  phone: 'Phone',
  city: site.city,
  cityDetail: site.country,
  global: 'Global AI',
  globalDetail: 'Working with clients worldwide',
}

export const nextSteps = {
  title: 'What happens next',
  steps: [
    'An engineer reads your inquiry and replies by e-mail or phone.',
    'A 30-minute discovery call to understand your goals, data and constraints.',
    'A written proposal with scope, timeline and a fixed estimate.',
  ],
}
