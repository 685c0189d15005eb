import { lazy, Suspense, useEffect, useState } from 'react'
import { isToastHostRequested, onToastHostRequested } from './toastBus'

const ToastHost = lazy(() => import('./ToastHost'))

/** Mounts the notification area once any page asks for it (see `notify`). */
export function ToastSlot() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (isToastHostRequested()) setWanted(true)
    return onToastHostRequested(() => setWanted(true))
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
