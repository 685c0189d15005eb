/**
 * Copy of the confirmation page a native form post lands on (`/contact/thank-you`). Kept apart from
 * contactCopy.ts, which imports the schema: this page must not load the form libraries.
 */
/** The confirmation page's address (the local collector's FORM_THANK_YOU_PATH says the same). */
export const inquirySentPath = '/contact/thank-you'

export const inquirySentHero = {
  eyebrow: 'Inquiry sent',
  title: 'Thank you, your inquiry is on its way',
  lead: 'We have received your project details. An engineer reads every inquiry and replies by e-mail or phone with next steps and a free estimate.',
}

export const bookingOffer = {
  title: 'Want to talk sooner?',
  text: 'Book a short discovery call and pick a time that suits you. We will come prepared with questions about your project.',
  cta: 'Book a call now',
  newTabNote: '(opens the booking calendar in a new tab)',
}

export const waysOn = {
  title: 'While you wait',
  links: [
    {
      to: '/',
      label: 'Back to the home page',
      text: 'Our approach, figures and recent work at a glance.',
    },
    {
      to: '/services',
      label: 'Explore our services',
      text: 'Analytics, data annotation, generative AI and MLOps.',
    },
    {
      to: '/blog',
      label: 'Read the blog',
      text: 'Practical lessons on AI and data science from our projects.',
    },
  ],
} as const

/** The opening's picture: where the inquiry stands, the step done and the steps to come. */
export const inquiryProgress = {
  label: 'Where your inquiry stands',
  steps: [
    { text: 'Inquiry received', note: 'Just now', state: 'done' },
    { text: 'An engineer reads it and replies', note: 'By e-mail or phone', state: 'now' },
    { text: 'A 30-minute discovery call', note: 'Your goals, data and constraints', state: 'next' },
    { text: 'A written proposal', note: 'Scope, timeline and a free estimate', state: 'next' },
  ],
} as const
