/**
 * The site script: the one script every page loads (after its first paint; see
 * scripts/build/deferEntry.ts). About a kilobyte of plain DOM code for the header and links; page
 * behaviours (count-ups, FAQ keys, hero video, not-found) load only on pages that have them, the
 * inquiry draft's keeper only with the form (before React, so nothing typed is lost), and the
 * islands runtime, with React, only on pages that have islands.
 */
import { enhanceDropdowns } from './dropdown'
import { enhanceNavigateForms, enhanceScrollLinks } from './links'
import { marks } from './marks'
import { enhanceMenu } from './menu'

enhanceDropdowns()
enhanceMenu()
enhanceScrollLinks()
enhanceNavigateForms()

const pageMarks = [marks.faq, marks.countUp, marks.heroVideo, marks.notFound, marks.inquirySent]
if (document.querySelector(pageMarks.map((m) => `[${m}]`).join(',')))
  void import('./pageBehaviours').then((m) => m.enhancePage())

if (document.querySelector(`[${marks.inquiryDraft}]`))
  void import('./draft').then((m) => m.enhanceInquiryDraft())

if (document.querySelector('is-land')) void import('../islands/client')

// Tests (and curious humans) can tell when the page's behaviours are in place.
document.documentElement.dataset.enhanced = 'true'
