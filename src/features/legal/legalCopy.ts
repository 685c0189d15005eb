/** Copy around the legal pages (their text itself is in content/legal/). */
export const legalCopy = {
  eyebrow: 'Legal',
  updated: 'Last updated',
  related: 'Related',
  contents: 'On this page',
  privacy: { label: 'Privacy Policy', to: '/privacy' },
  terms: { label: 'Terms of Service', to: '/terms' },
  contact: { label: 'Contact us', to: '/contact' },
}
