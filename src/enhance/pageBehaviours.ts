/**
 * Small behaviours of single pages that need a line of script and no framework. Each finds its
 * marker in the HTML and does nothing on pages without it. The site script loads this module only
 * on pages that have one of the markers.
 */
import { clearDraft } from '../features/contact/draftStorage'
import { headerIndexForKey } from '../features/faq/accordion'
import { prefersReducedMotion } from '../ui/motion'
import { enhanceCountUps } from './countUp'
import { marks } from './marks'

/** FAQ: the arrow keys, Home and End move between the questions (the `<details>` do the rest). */
export function enhanceFaq(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(`[${marks.faq}]`).forEach((list) => {
    const questions = [...list.querySelectorAll<HTMLElement>(':scope > details > summary')]
    list.addEventListener('keydown', (event) => {
      const index = questions.indexOf(event.target as HTMLElement)
      if (index === -1) return
      const next = headerIndexForKey(event.key, index, questions.length)
      if (next === null) return
      event.preventDefault()
      questions[next]?.focus()
    })
  })
}

interface NetworkInformation {
  saveData?: boolean
}

/**
 * The home hero's background video: the HTML holds a `<video>` with no source (the poster shows);
 * the source is set only when motion and data use allow, after the page has painted.
 */
export function enhanceHeroVideo(doc: Document = document): void {
  const video = doc.querySelector<HTMLVideoElement>(`video[${marks.heroVideo}]`)
  const src = video?.getAttribute(marks.heroVideo)
  if (!video || !src) return
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  if (prefersReducedMotion() || connection?.saveData) return
  const giveUp = () => {
    video.removeAttribute('src')
    video.hidden = true
  }
  video.addEventListener('error', giveUp, { once: true })
  // React writes no `muted` attribute into HTML; a muted video is also the only kind that may play
  // by itself.
  video.muted = true
  video.src = src
  video.hidden = false
  video.play().catch(giveUp)
}

/**
 * The not-found page (404.html, served for any unknown address): logs the address, and sends an
 * unknown research solution's address to the research list (every known one is a page of its own,
 * so an address under /research/ that reaches this page is unknown).
 */
export function enhanceNotFound(doc: Document = document): void {
  if (!doc.querySelector(`[${marks.notFound}]`)) return
  const { pathname } = window.location
  console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`)
  if (pathname.startsWith('/research/')) window.location.replace('/research')
}

/** The inquiry was sent: an unsent draft of it on this device is forgotten. */
export function enhanceInquirySent(doc: Document = document): void {
  if (doc.querySelector(`[${marks.inquirySent}]`)) clearDraft()
}

/** Every behaviour of this module, for a page that has at least one of their marks. */
export function enhancePage(): void {
  enhanceFaq()
  enhanceCountUps()
  enhanceHeroVideo()
  enhanceNotFound()
  enhanceInquirySent()
}
