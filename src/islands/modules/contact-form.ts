/** Island "contact-form": The inquiry form, its booking dialog and its toasts (/contact). */
import { themed } from '../../ui/Themed'
import { ContactForm } from '../../features/contact/ContactForm'

export default themed(ContactForm)
