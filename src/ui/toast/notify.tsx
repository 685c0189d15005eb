import { requestToastHost } from './toastBus'

export type ToastKind = 'success' | 'error' | 'info' | 'loading'

export interface ToastMessage {
  kind: ToastKind
  title: string
  text?: string
  /** Milliseconds, or false to stay until closed. */
  duration?: number | false
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
 * Shows a toast. The toast library and its host load on first use; toasts sent before the host has
 * mounted wait in react-toastify's queue. Returns the toast id.
 */
export async function notify({
  kind,
  title,
  text,
  duration,
}: ToastMessage): Promise<string | number> {
  requestToastHost()
  const { toast } = await import('react-toastify')
  const content = <ToastBody title={title} text={text} />
  const options = duration === undefined ? {} : { autoClose: duration }
  switch (kind) {
    case 'success':
      return toast.success(content, options)
    case 'error':
      return toast.error(content, options)
    case 'loading':
      return toast.loading(content)
    default:
      return toast.info(content, options)
  }
}

/** Loads the toast library ahead of time (e.g. when a form mounts), so the first toast is instant. */
export function preloadToasts(): void {
  requestToastHost()
  void import('react-toastify')
}

/** Closes toasts shown earlier by `notify` (ids it returned); unknown or closed ids are ignored. */
export async function dismissToasts(ids: readonly (string | number)[]): Promise<void> {
  if (ids.length === 0) return
  const { toast } = await import('react-toastify')
  for (const id of ids) toast.dismiss(id)
}
