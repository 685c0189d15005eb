/** Island "contact-form": The inquiry form, its booking dialog and its toasts (/contact). */
export { ContactForm as default } from '../../features/contact/ContactForm'
