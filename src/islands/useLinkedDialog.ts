import { useCallback, useEffect, useState } from 'react'

/**
 * Marks a link whose click opens a dialog once its island has hydrated: the value names what the
 * dialog shows (a post's slug, a client's id). Before that, without JavaScript, in a new tab or with
 * a modifier key, the link simply opens its page, which holds the same content.
 */
export const DIALOG_LINK_ATTRIBUTE = 'data-opens-dialog'

/** The attributes of a link that opens the dialog of `key` (see DIALOG_LINK_ATTRIBUTE). */
export function dialogLink(key: string): Record<typeof DIALOG_LINK_ATTRIBUTE, string> {
  return { [DIALOG_LINK_ATTRIBUTE]: key }
}

/** What a history entry pushed for an open dialog holds. */
interface DialogHistoryState {
  dialog: string
}

/** The dialog a history entry was pushed for, if any. */
export function dialogOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('dialog' in state)) return null
  const { dialog } = state as DialogHistoryState
  return typeof dialog === 'string' ? dialog : null
}

/** What a click says about its button and keys (a DOM or a React mouse event). */
type ClickKeys = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>

/** A plain primary click: not a new tab or window, not a download. */
export function isPlainClick(event: ClickKeys): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
}

/** The dialog link an event happened on (or inside), if it is in `host`. */
export function dialogLinkOf(target: EventTarget | null, host: Element): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const link = target.closest<HTMLAnchorElement>(`a[${DIALOG_LINK_ATTRIBUTE}]`)
  return link && host.contains(link) ? link : null
}

export interface LinkedDialogOptions {
  /** Called when the pointer or focus reaches a dialog link: a chance to load what opening needs. */
  prefetch?: (key: string) => void
  /** Whether `key` names something this dialog can show (else its link opens the page). */
  knows?: (key: string) => boolean
}

const knowsAny = () => true

/**
 * A dialog opened by links (see DIALOG_LINK_ATTRIBUTE) inside `host`, whose address follows it: a
 * plain click on such a link opens the dialog and puts the link's address in the address bar (a new
 * history entry), so the address can be shared and opens the page; Back closes the dialog, Forward
 * opens it again; closing it (Escape, the close button) goes back. One listener on `host` answers
 * every link in it, including links in prerendered markup React never hydrated.
 *
 * Returns the open dialog's key (null when closed) and the function that closes it.
 */
export function useLinkedDialog(
  host: HTMLElement | null,
  { prefetch, knows = knowsAny }: LinkedDialogOptions = {},
): [open: string | null, close: () => void] {
  const [open, setOpen] = useState<string | null>(null)

  useEffect(() => {
    if (!host) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return
      const link = dialogLinkOf(event.target, host)
      const key = link?.getAttribute(DIALOG_LINK_ATTRIBUTE)
      if (!link || !key || !knows(key)) return
      event.preventDefault()
      const state: DialogHistoryState = { dialog: key }
      history.pushState(state, '', link.href)
      setOpen(key)
    }
    const onReach = (event: Event) => {
      const key = dialogLinkOf(event.target, host)?.getAttribute(DIALOG_LINK_ATTRIBUTE)
      if (key) prefetch?.(key)
    }
    host.addEventListener('click', onClick)
    host.addEventListener('pointerover', onReach)
    host.addEventListener('focusin', onReach)
    return () => {
      host.removeEventListener('click', onClick)
      host.removeEventListener('pointerover', onReach)
      host.removeEventListener('focusin', onReach)
    }
  }, [host, prefetch, knows])

  useEffect(() => {
    // Back and Forward: the entry says which dialog, if any, belongs to it.
    const onPopState = () => {
      const key = dialogOfState(history.state)
      setOpen(key !== null && knows(key) ? key : null)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [knows])

  const close = useCallback(() => {
    // The dialog's own entry: going back closes it (through popstate) and restores the address.
    if (dialogOfState(history.state) !== null) history.back()
    else setOpen(null)
  }, [])

  return [open, close]
}
