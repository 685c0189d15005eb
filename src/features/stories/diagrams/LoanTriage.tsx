import { Arrow, DiagramFigure, Lines } from './DiagramFigure'

const lanes = [
  {
    box: 'brand',
    text: 'on-brand',
    title: 'Same day, at the branch',
    note: 'Clearly sound: most small loans',
  },
  { box: 'soft', text: '', title: 'Standard review', note: 'The usual checks, as before' },
  {
    box: 'ink',
    text: 'on-dark',
    title: 'Credit committee',
    note: 'The hard cases get full attention',
  },
] as const

/** Credit scoring: one score, three lanes, the officer's final say (content/featured/credit-scoring-case-study.mdx). */
export function LoanTriage() {
  return (
    <DiagramFigure
      description="Each loan application gets a model score with the three factors behind it, then goes to one of three lanes: same-day approval at the branch for clearly sound applications, a standard review, or the credit committee for the hard cases. In every lane the loan officer decides and may override the score with a written reason."
      caption="The model sorts; people decide. Most small loans take the first lane, and the committee’s time goes to the cases that need judgement."
      wide={{
        viewBox: '0 0 720 372',
        children: (
          <>
            <rect className="box" x="0" y="112" width="170" height="96" rx="10" />
            <Lines x={16} y={140} lines={['Loan application']} className="title" />
            <Lines
              x={16}
              y={164}
              lines={['Records, repayments,', 'mobile-money summary']}
              className="note"
            />
            <Arrow x1={172} y1={160} x2={206} y2={160} />
            <rect className="soft" x="210" y="112" width="176" height="96" rx="10" />
            <Lines x={226} y={140} lines={['Score + 3 reasons']} className="title" />
            <Lines
              x={226}
              y={164}
              lines={['The factors behind it,', 'in plain words']}
              className="note"
            />
            {lanes.map((lane, i) => {
              const y = 16 + i * 104
              return (
                <g key={lane.title}>
                  <Arrow x1={388} y1={160} x2={436} y2={y + 40} />
                  <rect className={lane.box} x="440" y={y} width="280" height="80" rx="10" />
                  <Lines x={458} y={y + 34} lines={[lane.title]} className={`title ${lane.text}`} />
                  <Lines x={458} y={y + 56} lines={[lane.note]} className={`note ${lane.text}`} />
                </g>
              )
            })}
            <rect className="dashed" x="0" y="330" width="720" height="42" rx="10" />
            <text x="360" y="356" textAnchor="middle">
              In every lane the loan officer decides, and may override the score with a written
              reason
            </text>
          </>
        ),
      }}
      tall={{
        viewBox: '0 0 340 556',
        children: (
          <>
            <rect className="box" x="0" y="0" width="340" height="72" rx="10" />
            <Lines x={16} y={28} lines={['Loan application']} className="title" />
            <Lines x={16} y={52} lines={['Records, repayments, mobile money']} className="note" />
            <Arrow x1={170} y1={74} x2={170} y2={98} />
            <rect className="soft" x="0" y="102" width="340" height="72" rx="10" />
            <Lines x={16} y={130} lines={['Score + 3 reasons']} className="title" />
            <Lines
              x={16}
              y={154}
              lines={['The factors behind it, in plain words']}
              className="note"
            />
            <line className="line" x1="14" y1="176" x2="14" y2={226 + 2 * 84} />
            {lanes.map((lane, i) => {
              const y = 190 + i * 84
              return (
                <g key={lane.title}>
                  <Arrow x1={14} y1={y + 36} x2={34} y2={y + 36} />
                  <rect className={lane.box} x="38" y={y} width="302" height="72" rx="10" />
                  <Lines x={52} y={y + 30} lines={[lane.title]} className={`title ${lane.text}`} />
                  <Lines x={52} y={y + 52} lines={[lane.note]} className={`note ${lane.text}`} />
                </g>
              )
            })}
            <rect className="dashed" x="0" y="452" width="340" height="100" rx="10" />
            <Lines
              x={170}
              y={484}
              anchor="middle"
              lines={[
                'In every lane the loan officer',
                'decides, and may override the',
                'score with a written reason',
              ]}
              gap={20}
            />
          </>
        ),
      }}
    />
  )
}
