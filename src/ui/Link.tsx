import { forwardRef, type AnchorHTMLAttributes } from 'react'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The address, as in the route table (`/contact`, `/blog/x#section`). */
  to: string
}

/**
 * A link to another page of the site: a plain `<a href>`. Every page is prerendered and there is no
 * client-side router, so following a link loads the next page's HTML (which speculation rules may
 * already have fetched); this works the same before, without and after any script.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />
})
