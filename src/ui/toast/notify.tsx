import { requestToastHost } from './toastBus'

export type ToastKind = 'success' | 'error' | 'info' | 'loading'

export interface ToastMessage {
  kind: ToastKind
  title: string
  text?: string
  /** Called once the toast is on screen (after the one it replaces has left). */
  onOpen?: () => void
  /** The toast's id, to dismiss it later (by default a new one). */
  id?: string
}

function ToastBody({ title, text }: { title: string; text?: string }) {
  return (
    <div>
      <strong style={{ display: 'block' }}>{title}</strong>
      {text && <span>{text}</span>}
    </div>
  )
}

/**
 * Shows a toast, for the host's duration (a loading toast stays). One toast at a time: a new one replaces the one on screen (and any still waiting),
 * which leaves first (the host shows at most one). The toast library and its host load on first
 * use; toasts sent before the host has mounted wait in react-toastify's queue. Returns the toast id.
 */
export async function notify({
  kind,
  title,
  text,
  onOpen,
  id,
}: ToastMessage): Promise<string | number> {
  requestToastHost()
  const { toast } = await import('react-toastify')
  toast.clearWaitingQueue()
  toast.dismiss()
  const content = <ToastBody title={title} text={text} />
  const options = {
    ...(onOpen ? { onOpen } : {}),
    ...(id === undefined ? {} : { toastId: id }),
  }
  switch (kind) {
    case 'success':
      return toast.success(content, options)
    case 'error':
      return toast.error(content, options)
    case 'loading':
      return toast.loading(content, options)
    default:
      return toast.info(content, options)
  }
}

/** Loads the toast library ahead of time (e.g. when a form mounts), so the first toast is instant. */
export function preloadToasts(): void {
  requestToastHost()
  void import('react-toastify')
}

/** Closes a toast shown earlier by `notify` (the id it returned); a closed id is ignored. */
export async function dismissToast(id: string | number): Promise<void> {
  const { toast } = await import('react-toastify')
  toast.dismiss(id)
}
