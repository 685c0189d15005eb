/** Not-found page copy, and the main sections it offers as a way on. */
export const notFound = {
  title: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed.',
  home: { label: 'Return to Home', to: '/' },
  sectionsTitle: 'Or go straight to',
  /** The title bar of the opening's site map. */
  mapTitle: 'Site map',
  sections: [
    { label: 'Products & Services', to: '/services' },
    { label: 'Industries', to: '/industries' },
    { label: 'Research', to: '/research' },
    { label: 'Blog', to: '/blog' },
    { label: 'Contact us', to: '/contact' },
  ],
} as const
