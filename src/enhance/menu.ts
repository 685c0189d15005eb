/**
 * The small-screen menu is a `popover`: the browser opens and closes it (toggle, Escape, a tap
 * outside) with no script. This adds what the platform does not: focus moves to the first item
 * when it opens, choosing an item closes it (also for a link to the page already shown), and the
 * toggle's `aria-expanded` follows it.
 */

/** The menu panel's id (one per page): the toggle names it in `popovertarget`. */
export const MOBILE_MENU_ID = 'site-menu'

export function enhanceMenu(doc: Document = document): void {
  const panel = doc.getElementById(MOBILE_MENU_ID)
  const toggle = doc.querySelector<HTMLButtonElement>(`[popovertarget="${MOBILE_MENU_ID}"]`)
  if (!panel || !toggle) return
  const show = (open: boolean) => toggle.setAttribute('aria-expanded', String(open))
  panel.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open'
    show(open)
    if (open) panel.querySelector<HTMLAnchorElement>('a')?.focus()
  })
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a') && isOpen(panel))
      panel.hidePopover()
  })
  // Coming back through the history (back/forward cache) shows the page as it was left: closed.
  window.addEventListener('pagehide', () => {
    if (isOpen(panel)) panel.hidePopover()
  })
  // The visitor may have opened it before this ran.
  show(isOpen(panel))
}

function isOpen(panel: HTMLElement): boolean {
  return panel.matches(':popover-open')
}
