/**
 * Small behaviours of single pages that need a line of script and no framework. Each finds its
 * marker in the HTML and does nothing on pages without it.
 */
import { clearDraft } from '../features/contact/draftStorage'
import { headerIndexForKey } from '../features/faq/accordion'
import { prefersReducedMotion, scrollToId } from '../ui/motion'

/** Marks in the HTML that the behaviours below look for. */
export const marks = {
  faq: 'data-accordion',
  scrollLink: 'data-scroll-link',
  heroVideo: 'data-hero-video',
  notFound: 'data-not-found',
  inquirySent: 'data-inquiry-sent',
  navigateForm: 'data-navigate-form',
} as const

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

/**
 * In-page links that look like buttons ("Scroll to Explore"): scroll smoothly (instantly under
 * reduced motion) and move focus to the section, so the next Tab continues from there.
 */
export function enhanceScrollLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link?.hasAttribute(marks.scrollLink)) return
    const id = decodeURIComponent(link.hash.slice(1))
    if (id && scrollToId(id)) {
      event.preventDefault()
      history.replaceState(history.state, '', `#${id}`)
    }
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

/**
 * A form that only takes the visitor to a page (the newsletter's Subscribe, which sends nothing):
 * without script it is a GET with no named fields, which leaves a bare `?` on the address; with it,
 * the browser goes straight to the page.
 */
export function enhanceNavigateForms(doc: Document = document): void {
  doc.querySelectorAll<HTMLFormElement>(`form[${marks.navigateForm}]`).forEach((form) => {
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      window.location.assign(form.getAttribute('action') ?? '/')
    })
  })
}
