/** Link and form behaviours every page may have (part of the site script itself). */
import { scrollToId } from '../ui/motion'
import { marks } from './marks'

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
