import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { prefersReducedMotion, scrollToId } from '../ui/motion'

/** Spec §9: after a navigation the page scrolls (smoothly) to the top after 100 ms. */
const SCROLL_TO_TOP_DELAY_MS = 100

/**
 * On every client-side navigation: scroll to the top after 100 ms (instantly under reduced motion),
 * or to the `#fragment` if the link had one, and move focus to the main content so keyboard and
 * screen-reader users start reading the new page from its top. The first page load is left alone.
 */
export function useScrollToTop(mainId: string) {
  const { pathname, hash } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => {
      if (hash && scrollToId(decodeURIComponent(hash.slice(1)))) return
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      document.getElementById(mainId)?.focus({ preventScroll: true })
    }, SCROLL_TO_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, hash, mainId])
}
