import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react'
import { Link, useLocation } from 'react-router-dom'

/**
 * False during the prerender and the hydration render, true once mounted. Unknown paths are served
 * the prerendered 404.html (rendered at /404), so anything derived from the browser's location —
 * like the header's active marks — must wait for this, or `/industries/x` would not match the HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** Whether `pathname` is `to` (with `end`) or inside it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true
  return !end && to !== '/' && pathname.startsWith(`${to}/`)
}

/** Whether the current page is `to` or inside it, once hydrated. */
function useIsActive(to: string, end = false): boolean {
  const { pathname } = useLocation()
  return useHydrated() && isActivePath(pathname, to, end)
}

type ActiveLinkProps = ComponentPropsWithoutRef<typeof Link> & { to: string; end?: boolean }

/** A nav link marked `.active` and `aria-current="page"` when it is the current page (see useHydrated). */
export const ActiveLink = forwardRef<HTMLAnchorElement, ActiveLinkProps>(function ActiveLink(
  { to, end = false, className, ...rest },
  ref,
) {
  const active = useIsActive(to, end)
  return (
    <Link
      ref={ref}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  )
})
