/**
 * The site script: the one script every page loads (after its first paint; see
 * scripts/build/deferEntry.ts). A few kilobytes of plain DOM code for the header, the count-ups and
 * small page behaviours. Only on pages with islands does it load the islands runtime, and with it
 * React.
 */
import { enhanceCountUps } from './countUp'
import { enhanceDropdowns } from './dropdown'
import { enhanceMenu } from './menu'
import {
  enhanceFaq,
  enhanceHeroVideo,
  enhanceInquirySent,
  enhanceNavigateForms,
  enhanceNotFound,
  enhanceScrollLinks,
} from './pageBehaviours'

enhanceDropdowns()
enhanceMenu()
enhanceScrollLinks()
enhanceFaq()
enhanceCountUps()
enhanceHeroVideo()
enhanceNotFound()
enhanceInquirySent()
enhanceNavigateForms()

if (document.querySelector('is-land')) void import('../islands/client')

// Tests (and curious humans) can tell when the page's behaviours are in place.
document.documentElement.dataset.enhanced = 'true'
