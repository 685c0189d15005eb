/** Not-found page copy, and the main sections it offers as a way on. */
export const notFound = {
  title: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed.',
  home: { label: 'Return to Home', to: '/' },
  sectionsTitle: 'Or go straight to',
  sections: [
    { label: 'Products & Services', text: 'What we build and run for clients', to: '/services' },
    { label: 'Industries', text: 'The six sectors we work in', to: '/industries' },
    { label: 'Research', text: 'Products from our own lab', to: '/research' },
    { label: 'Blog', text: 'Lessons from our projects', to: '/blog' },
    { label: 'Contact us', text: 'Talk to an engineer', to: '/contact' },
  ],
} as const
