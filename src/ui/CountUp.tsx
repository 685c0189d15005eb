import { COUNT_TARGET_ATTRIBUTE, COUNT_UP_DEFAULT_MS } from '../enhance/countUp'

export interface CountUpProps {
  /** The figure as displayed, e.g. "40x", "20%", "09+", "2k+". */
  value: string
  durationMs?: number
}

/**
 * A figure that counts from 0 up to `value` when it first scrolls into view (the site script,
 * src/enhance/countUp.ts, moves the digits). The HTML and reduced motion show the final figure, so
 * nothing depends on JavaScript; assistive tech always reads the final figure, never the moving one.
 */
export function CountUp({ value, durationMs = COUNT_UP_DEFAULT_MS }: CountUpProps) {
  return (
    <span
      {...{ [COUNT_TARGET_ATTRIBUTE]: value }}
      data-count-ms={durationMs === COUNT_UP_DEFAULT_MS ? undefined : durationMs}
    >
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{value}</span>
    </span>
  )
}
