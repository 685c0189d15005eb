/**
 * Marks in the prerendered HTML that the site script's behaviours look for (src/enhance/). Pages
 * import them from here, which keeps the behaviours themselves out of the prerender's imports.
 */
export const marks = {
  faq: 'data-accordion',
  scrollLink: 'data-scroll-link',
  heroVideo: 'data-hero-video',
  notFound: 'data-not-found',
  inquirySent: 'data-inquiry-sent',
  navigateForm: 'data-navigate-form',
  countUp: 'data-count-target',
  /** The inquiry form, whose draft the site script keeps (src/enhance/draft.ts). */
  inquiryDraft: 'data-inquiry-draft',
} as const
