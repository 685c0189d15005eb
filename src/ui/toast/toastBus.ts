/**
 * A tiny bridge between `notify()` (callable from anywhere) and the lazily mounted toast host in the
 * layout, so react-toastify only loads on pages that actually show a toast.
 */
type Listener = () => void
let requested = false
const listeners = new Set<Listener>()

export function requestToastHost(): void {
  if (requested) return
  requested = true
  listeners.forEach((l) => l())
}

export function isToastHostRequested(): boolean {
  return requested
}

export function onToastHostRequested(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
