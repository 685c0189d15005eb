import type { IslandName } from '../../src/islands/registry'

/**
 * The control the throttled benchmark times on each island: the one a visitor heading for the island
 * taps first (issue 26's table). Each selector matches the control both before and after the islands
 * became dialog controllers (a `<button>` then, a link now; both carry `data-button`), so two builds
 * compare like with like. A new island needs its entry here (the type says so).
 */
export const ISLAND_CONTROLS: Record<IslandName, string> = {
  /** The first featured article's "Read More". */
  'home-articles': '[data-post-card] [data-button]',
  /** The first post card's "Read More". */
  'blog-list': '[data-post-card] [data-button]',
  /** The first "Read Case Study". */
  'client-stories': '[data-client-card] [data-button]',
  /** The first technology filter ("All Products"). */
  'research-list': 'button[aria-pressed]',
  /** The inquiry's submit button. */
  'contact-form': 'button[type="submit"]',
}
