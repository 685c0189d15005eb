import { DiagramFigure, Lines } from './DiagramFigure'

const stops = [
  { cause: ['No owner'], fix: ['Name the owner', 'whose decisions', 'it improves'] },
  { cause: ['One-off data'], fix: ['A scheduled', 'pipeline from', 'live sources'] },
  { cause: ['No honest test'], fix: ['Test on later', 'data than it', 'learned from'] },
  { cause: ['Nowhere to go'], fix: ['Put it in the', 'tools people', 'already use'] },
  { cause: ['Fear of running'], fix: ['A small, watched', 'release you', 'can undo'] },
  { cause: ['A moving goal'], fix: ['Write down the', 'one decision', 'to improve first'] },
] as const

/** Where pilots stop on the way to production, and the fix for each (content/featured/why-ai-projects-stall.mdx). */
export function StallPoints() {
  const step = 118
  return (
    <DiagramFigure
      description="The road from pilot to production with the six places a project stalls, each with its fix: no owner (name the manager whose decisions it improves), one-off data (a scheduled pipeline from live sources), no honest test (test on later data than it learned from), nowhere for the prediction to go (put it in the tools people already use), fear of running it (a small, watched release you can undo), and a moving goal (write down the one decision to improve first)."
      caption="Six places a pilot stops on the way to production, and the fix we start with for each. None of them means starting over."
      wide={{
        viewBox: '0 0 720 262',
        children: (
          <>
            <text x="0" y="14" className="label">
              PILOT
            </text>
            <text x="720" y="14" textAnchor="end" className="label">
              PRODUCTION
            </text>
            <line className="track" x1="4" y1="44" x2="696" y2="44" />
            <circle className="brand" cx="4" cy="44" r="6" />
            <path className="sun" d="M696,24 L720,31 L696,38 Z" />
            <line className="track" x1="696" y1="24" x2="696" y2="64" />
            {stops.map((stop, i) => {
              const x = 20 + i * step
              return (
                <g key={stop.cause[0]}>
                  <circle className="ink" cx={x + 14} cy="44" r="14" />
                  <text x={x + 14} y="49" textAnchor="middle" className="title on-dark">
                    {i + 1}
                  </text>
                  <Lines x={x} y={92} lines={stop.cause} className="title" />
                  <text x={x} y="126" className="label">
                    FIX
                  </text>
                  <Lines x={x} y={148} lines={stop.fix} className="note" gap={18} />
                </g>
              )
            })}
            <rect className="dashed" x="0" y="214" width="720" height="44" rx="10" />
            <text x="360" y="241" textAnchor="middle">
              A typical restart: owner, live data path, honest test, small release; weeks, not
              months
            </text>
          </>
        ),
      }}
      tall={{
        viewBox: '0 0 340 612',
        children: (
          <>
            <text x="40" y="14" className="label">
              PILOT
            </text>
            <line className="track" x1="16" y1="8" x2="16" y2="548" />
            <circle className="brand" cx="16" cy="8" r="6" />
            {stops.map((stop, i) => {
              const y = 44 + i * 84
              return (
                <g key={stop.cause[0]}>
                  <circle className="ink" cx="16" cy={y} r="14" />
                  <text x="16" y={y + 5} textAnchor="middle" className="title on-dark">
                    {i + 1}
                  </text>
                  <Lines x={42} y={y + 5} lines={stop.cause} className="title" />
                  <Lines
                    x={42}
                    y={y + 27}
                    lines={[`Fix: ${stop.fix[0]} ${stop.fix[1]}`, stop.fix[2]]}
                    className="note"
                    gap={18}
                  />
                </g>
              )
            })}
            <path className="sun" d="M16,548 L40,555 L16,562 Z" />
            <line className="track" x1="16" y1="540" x2="16" y2="570" />
            <text x="48" y="560" className="label">
              PRODUCTION
            </text>
            <Lines x={42} y={600} lines={['A restart takes weeks, not months']} className="title" />
          </>
        ),
      }}
    />
  )
}
