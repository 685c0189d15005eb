import { useState, type ComponentType, type ReactNode } from 'react'

/** An element type that takes a className-style props object and children (a styled component). */
type Host<P> = ComponentType<P & { children?: ReactNode }>

export type PrerenderedProps<P> = P & {
  /** The element to render (a styled component such as `CardGrid`) and its props. */
  as: Host<P>
  /** While false the browser keeps the prerendered markup; once true, React renders `children`. */
  live: boolean
  children: ReactNode
}

/** False only during the prerender and on the dev server, which has no prerendered page to keep. */
const inPrerenderedPage = () => __PRERENDERED__ && typeof document !== 'undefined'

/**
 * Part of an island that the prerender renders but the browser does not hydrate, until it has to
 * change: a list of static cards under a filter. The prerender writes `children` into the HTML; in
 * the browser React keeps that markup as it is (it neither hydrates nor compares it, which saves the
 * work of hydrating every card) until `live` turns true, and from then on renders `children` in a
 * fresh element (React cannot take over markup it did not hydrate). Once live it stays live.
 *
 * Links in the kept markup work as links; a controller on the island answers their clicks
 * (useLinkedDialog.ts).
 */
export function Prerendered<P extends object>({
  as: Element,
  live,
  children,
  ...props
}: PrerenderedProps<P>) {
  const [wasLive, setWasLive] = useState(live)
  if (live && !wasLive) setWasLive(true)
  const rendered = live || wasLive
  const hostProps = props as unknown as P
  if (rendered || !inPrerenderedPage()) {
    return (
      <Element key="live" {...hostProps}>
        {children}
      </Element>
    )
  }
  // An empty inner HTML that never changes: React leaves the element's prerendered content alone.
  const keep = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }
  return <Element key="kept" {...hostProps} {...(keep as object)} />
}
