import { useEffect, useRef, useState } from 'react'
import { countAt, parseCountTarget } from './countUp'
import { prefersReducedMotion } from './motion'

const COUNT_UP_DEFAULT_MS = 2000

export interface CountUpProps {
  /** The figure as displayed, e.g. "40x", "20%", "09+", "2k+". */
  value: string
  durationMs?: number
}

/**
 * Counts from 0 up to `value` when it first scrolls into view. The prerendered HTML (and reduced
 * motion) show the final figure, so nothing depends on JavaScript; assistive tech always reads the
 * final figure, never the moving one.
 */
export function CountUp({ value, durationMs = COUNT_UP_DEFAULT_MS }: CountUpProps) {
  const [shown, setShown] = useState(value)
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const target = parseCountTarget(value)
    const node = ref.current
    if (!target || !node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setShown(value)
      return
    }
    let frame = 0
    const run = () => {
      const start = performance.now()
      const tick = (now: number) => {
        const next = countAt(target, now - start, durationMs)
        setShown(next)
        if (now - start < durationMs) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          run()
        }
      },
      { threshold: 0.4 },
    )
    observer.observe(node)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value, durationMs])

  return (
    <span ref={ref} data-count-target={value}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{value}</span>
    </span>
  )
}
