import { forwardRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Link, type LinkProps } from '../ui/Link'

/** Whether `pathname` is `to` (with `end`) or inside it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true
  return !end && to !== '/' && pathname.startsWith(`${to}/`)
}

/**
 * Whether the page being prerendered is `to` or inside it. The header is never hydrated, so this is
 * the page's own address; 404.html (served for unknown addresses) is rendered at /404 and marks
 * nothing.
 */
function useIsActive(to: string, end = false): boolean {
  return isActivePath(useLocation().pathname, to, end)
}

type ActiveLinkProps = LinkProps & { end?: boolean }

/** A nav link marked `.active` and `aria-current="page"` when it is the current page. */
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
