/**
 * The inquiry draft in the site script (loaded on pages with the form only): saved from the first
 * keystroke and put back into the form on load, before React hydrates it (src/features/contact/
 * inquiryDraft.ts). Nothing here loads the form's libraries.
 */
import { keepDraft } from '../features/contact/inquiryDraft'
import { marks } from './marks'

export function enhanceInquiryDraft(doc: Document = document): void {
  doc.querySelectorAll<HTMLFormElement>(`form[${marks.inquiryDraft}]`).forEach(keepDraft)
}
