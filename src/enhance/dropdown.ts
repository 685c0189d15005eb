/**
 * The header dropdowns' behaviour beyond CSS. The HTML and CSS already open a dropdown on hover and
 * while focus is inside, and close it 120 ms after the pointer leaves. Once this runs, `data-open`
 * on the wrapper drives the panel instead, which adds: click on the trigger toggles it, Escape
 * closes it and puts focus back on the trigger, ArrowDown/ArrowUp move through its links, focus
 * leaving it closes it, and `aria-expanded` tells assistive tech its state.
 */

/** A dropdown closes 120 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 120

/** Marks a dropdown's wrapper (`<li>`) in the header's HTML. */
export const DROPDOWN_ATTRIBUTE = 'data-nav-dropdown'

type OpenReason = 'hover' | 'focus' | 'click'

function enhanceDropdown(wrapper: HTMLElement): void {
  const trigger = wrapper.querySelector<HTMLButtonElement>('button[aria-controls]')
  if (!trigger) return
  let open = false
  let reason: OpenReason | null = null
  let closeTimer: number | undefined
  /** Set while focus returns to the trigger after Escape, so that focus does not reopen it. */
  let returningFocus = false

  const show = () => {
    wrapper.dataset.open = String(open)
    trigger.setAttribute('aria-expanded', String(open))
  }
  const openWith = (why: OpenReason) => {
    window.clearTimeout(closeTimer)
    reason = why
    open = true
    show()
  }
  const close = () => {
    window.clearTimeout(closeTimer)
    reason = null
    open = false
    show()
  }
  const links = () => [...wrapper.querySelectorAll<HTMLAnchorElement>('a')]

  wrapper.addEventListener('mouseenter', () => openWith('hover'))
  wrapper.addEventListener('mouseleave', () => {
    window.clearTimeout(closeTimer)
    closeTimer = window.setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
  })
  wrapper.addEventListener('focusout', (event) => {
    const next = event.relatedTarget
    if (!(next instanceof Node) || !wrapper.contains(next)) close()
  })
  trigger.addEventListener('focus', () => {
    if (!open && !returningFocus) openWith('focus')
  })
  trigger.addEventListener('click', () => {
    if (open && reason === 'click') close()
    else openWith('click')
  })
  wrapper.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
      returningFocus = true
      trigger.focus()
      returningFocus = false
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const all = links()
    if (all.length === 0) return
    const current = all.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next = current === -1 ? (step === 1 ? 0 : all.length - 1) : current + step
    if (!open) openWith('click')
    // The panel becomes visible in the next frame when it has just been opened.
    requestAnimationFrame(() => all[(next + all.length) % all.length]?.focus())
  })

  // A dropdown the CSS already opened (pointer or focus inside) stays open.
  if (wrapper.matches(':focus-within')) openWith('focus')
  else if (wrapper.matches(':hover')) openWith('hover')
  else show()
}

export function enhanceDropdowns(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(`[${DROPDOWN_ATTRIBUTE}]`).forEach(enhanceDropdown)
}
