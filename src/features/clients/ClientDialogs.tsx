import { lazy, Suspense, useCallback } from 'react'
import { useIslandElement } from '../../islands/islandElement'
import { useLinkedDialog } from '../../islands/useLinkedDialog'

// The dialog, the case studies (and @reach/dialog) load on first use; pointing at or focusing a
// card starts loading them.
const loadDialog = () => import('./ClientDialog')
const ClientDialog = lazy(loadDialog)
const prefetch = () => void loadDialog()

export interface ClientDialogsProps {
  /** The clients' ids: the dialog links it answers. */
  ids: string[]
}

/**
 * The island of /clients: the client dialog. It renders nothing until a card's link is clicked (the
 * cards are static HTML, see ClientStories), then the case study in the dialog, its page's address
 * in the address bar; Escape, the close button or Back close it.
 */
export function ClientDialogs({ ids }: ClientDialogsProps) {
  const host = useIslandElement()
  const knows = useCallback((id: string) => ids.includes(id), [ids])
  const [open, close] = useLinkedDialog(host, { prefetch, knows })
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ClientDialog id={open} onDismiss={close} />
    </Suspense>
  )
}
