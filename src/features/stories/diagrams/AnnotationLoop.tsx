import { Arrow, DiagramFigure, Lines } from './DiagramFigure'

const steps = [
  { title: 'Label', note: ['Each project by', 'its guideline'] },
  { title: 'Flag', note: ['Unsure items go', 'to one queue'] },
  { title: 'Decide', note: ['At eleven, on a', 'shared screen'] },
  { title: 'Ask', note: ['Still open? Two', 'options to the client'] },
  { title: 'Correct', note: ['Guideline updated,', 'past labels redone'] },
] as const

/** The annotation team's quality loop (content/featured/a-week-with-our-annotation-team.mdx). */
export function AnnotationLoop() {
  const w = 132
  const gap = 15
  return (
    <DiagramFigure
      description="The quality loop: annotators label a batch by its guideline, flag what they are unsure of, decide together at the eleven o’clock session, ask the client when a question stays open, then update the guideline and correct earlier labels. The loop took half a day. Midweek, a sample labelled twice by two people shows when agreement drops and the loop starts again."
      caption="Uncertainty goes round the loop instead of into the data: on Tuesday, from flagged image to corrected labels took half a day."
      wide={{
        viewBox: '0 0 720 300',
        children: (
          <>
            {steps.map((step, i) => {
              const x = i * (w + gap)
              return (
                <g key={step.title}>
                  <rect
                    className={i === 2 ? 'soft' : 'box'}
                    x={x}
                    y="20"
                    width={w}
                    height="112"
                    rx="10"
                  />
                  <circle className={i === 2 ? 'brand' : 'ink'} cx={x + 24} cy="46" r="13" />
                  <text x={x + 24} y="51" textAnchor="middle" className="title on-dark">
                    {i + 1}
                  </text>
                  <Lines x={x + 44} y={51} lines={[step.title]} className="title" />
                  <Lines x={x + 12} y={86} lines={step.note} className="note" gap={18} />
                  {i < steps.length - 1 && (
                    <Arrow x1={x + w + 1} y1={76} x2={x + w + gap - 1} y2={76} />
                  )}
                </g>
              )
            })}
            <path className="line" d={`M${4 * (w + gap) + w / 2},134 V188 H${w / 2} V140`} />
            <Arrow x1={w / 2} y1={150} x2={w / 2} y2={136} />
            <rect className="pill" x="270" y="170" width="180" height="36" rx="18" />
            <text x="360" y="193" textAnchor="middle" className="title on-dark">
              Half a day, end to end
            </text>
            <rect className="dashed" x="0" y="232" width="720" height="56" rx="10" />
            <text x="360" y="265" textAnchor="middle">
              Midweek, two people label the same sample: when they agree less, the loop starts again
            </text>
          </>
        ),
      }}
      tall={{
        viewBox: '0 0 340 590',
        children: (
          <>
            {steps.map((step, i) => {
              const y = i * 92
              return (
                <g key={step.title}>
                  <rect
                    className={i === 2 ? 'soft' : 'box'}
                    x="40"
                    y={y}
                    width="300"
                    height="72"
                    rx="10"
                  />
                  <circle className={i === 2 ? 'brand' : 'ink'} cx="64" cy={y + 36} r="13" />
                  <text x="64" y={y + 41} textAnchor="middle" className="title on-dark">
                    {i + 1}
                  </text>
                  <Lines x={88} y={y + 30} lines={[step.title]} className="title" />
                  <Lines x={88} y={y + 52} lines={[step.note.join(' ')]} className="note" />
                  {i < steps.length - 1 && <Arrow x1={190} y1={y + 73} x2={190} y2={y + 91} />}
                </g>
              )
            })}
            <path className="line" d={`M40,${4 * 92 + 36} H14 V36 H34`} />
            <Arrow x1={24} y1={36} x2={38} y2={36} />
            <rect className="pill" x="60" y="470" width="220" height="36" rx="18" />
            <text x="170" y="493" textAnchor="middle" className="title on-dark">
              Half a day, end to end
            </text>
            <Lines
              x={170}
              y={538}
              anchor="middle"
              lines={[
                'Midweek, two people label the same',
                'sample: when they agree less,',
                'the loop starts again',
              ]}
              gap={19}
            />
          </>
        ),
      }}
    />
  )
}
