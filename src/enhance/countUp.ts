import { countAt, parseCountTarget } from '../ui/countTarget'
import { prefersReducedMotion } from '../ui/motion'
import { marks } from './marks'

/** A count-up runs for 2000 ms unless its element says otherwise (`data-count-ms`). */
export const COUNT_UP_DEFAULT_MS = 2000

/** Marks a count-up in the HTML; its value is the final figure as displayed ("40x", "09+"). */
export const COUNT_TARGET_ATTRIBUTE = marks.countUp

/**
 * Counts each figure from 0 up to its value when it first scrolls into view. The HTML shows the
 * final figure (so does reduced motion, and so does assistive tech, which reads a hidden copy), so
 * only the visible digits ever move.
 */
export function enhanceCountUps(root: ParentNode = document): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        run(entry.target as HTMLElement)
      }
    },
    { threshold: 0.4 },
  )
  root.querySelectorAll<HTMLElement>(`[${COUNT_TARGET_ATTRIBUTE}]`).forEach((element) => {
    if (parseCountTarget(element.getAttribute(COUNT_TARGET_ATTRIBUTE) ?? ''))
      observer.observe(element)
  })
}

function run(element: HTMLElement): void {
  const target = parseCountTarget(element.getAttribute(COUNT_TARGET_ATTRIBUTE) ?? '')
  const shown = element.querySelector('[aria-hidden="true"]')
  if (!target || !shown) return
  const duration = Number(element.dataset.countMs) || COUNT_UP_DEFAULT_MS
  const start = performance.now()
  const tick = (now: number) => {
    shown.textContent = countAt(target, now - start, duration)
    if (now - start < duration) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}
