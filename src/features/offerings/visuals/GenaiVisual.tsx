import { FileText, ShieldCheck, Sparkles } from 'lucide-react'
import {
  Check,
  Chip,
  Meter,
  PhoneStatus,
  PhoneWindow,
  Txt,
  VisualCanvas,
  Window,
  ui,
  placeInRow,
  textWidth,
} from './primitives'

const question = 'What is our return window for phones?'
const questionW = textWidth(question, 11) + 24

/** Each check sits after the previous label. */
const guardrails = placeInRow(
  ['On-policy', 'No personal data', 'Cites sources'].map((label) => ({ label })),
  ({ label }) => textWidth(label, 9.5) + 9,
  106,
  12,
)

const sources = [
  { n: 1, title: 'Refund policy 2026.pdf', where: 'page 3', match: 0.92 },
  { n: 2, title: 'Mobile orders FAQ', where: 'section 2', match: 0.81 },
]

const phoneQuestion = 'Return window for phones?'
const phoneQuestionW = textWidth(phoneQuestion, 14.5) + 26

/** The phone drawing: the question, the answer with its citation, and the source it came from. */
function GenaiPhone() {
  return (
    <PhoneWindow
      title="Knowledge assistant"
      status={<PhoneStatus label="EN · SW" tone="neutral" />}
    >
      <rect
        x={376 - phoneQuestionW}
        y={50}
        width={phoneQuestionW}
        height={32}
        rx={14}
        fill={ui.action}
      />
      <Txt x={389 - phoneQuestionW} y={71} size={14.5} weight={600} color={ui.onAction}>
        {phoneQuestion}
      </Txt>
      <rect x={24} y={92} width={330} height={62} rx={14} fill={ui.well} />
      <Txt x={38} y={117} size={14.5}>
        Phones can be returned within
      </Txt>
      <Txt x={38} y={140} size={14.5}>
        <tspan fontWeight={700}>14 days</tspan>, with the receipt.{' '}
        <tspan fontWeight={700} fill={ui.data}>
          [1]
        </tspan>
      </Txt>
      <rect x={24.5} y={164.5} width={351} height={34} rx={8} fill={ui.card} stroke={ui.line} />
      <FileText x={36} y={173} size={16} color={ui.data} strokeWidth={2} />
      <Txt x={60} y={186} size={13.5} weight={600}>
        [1] Refund policy 2026.pdf · p. 3
      </Txt>
      <ShieldCheck x={24} y={210} size={17} color={ui.data} strokeWidth={2} />
      <Txt x={48} y={224} size={13.5} weight={600} color={ui.data}>
        On-policy · cites its sources
      </Txt>
    </PhoneWindow>
  )
}

/**
 * /quantum-genai: a knowledge assistant answering from the client's own documents, with the
 * guardrail checks it passed and the retrieved sources it cites.
 */
export function GenaiVisual() {
  return (
    <VisualCanvas
      label="Illustration: a knowledge assistant answering a customer question with cited sources from company documents, after passing guardrail checks"
      phone={<GenaiPhone />}
    >
      <Window
        x={8}
        y={10}
        w={384}
        h={290}
        title="Knowledge assistant"
        status={
          <Chip x={380} y={15} label="English · Swahili" tone="neutral" anchor="end" size={10} />
        }
      >
        {/* The question. */}
        <rect x={376 - questionW} y={52} width={questionW} height={30} rx={12} fill={ui.action} />
        <Txt x={376 - questionW + 12} y={71} size={11} weight={600} color={ui.onAction}>
          {question}
        </Txt>

        {/* The grounded answer. */}
        <circle cx={36} cy={108} r={12} fill={ui.ink} stroke={ui.line} />
        <Sparkles x={29} y={101} size={14} color={ui.data} strokeWidth={2} />
        <rect x={56} y={94} width={320} height={62} rx={12} fill={ui.well} />
        <Txt x={68} y={114} size={11} color={ui.text}>
          Phones can be returned within{' '}
          <tspan fontWeight={700} fill={ui.text}>
            14 days
          </tspan>{' '}
          of
        </Txt>
        <Txt x={68} y={130} size={11} color={ui.text}>
          delivery, with the receipt.{' '}
          <tspan fontWeight={700} fill={ui.data}>
            [1]
          </tspan>{' '}
          Refunds reach
        </Txt>
        <Txt x={68} y={146} size={11} color={ui.text}>
          mobile money in two working days.{' '}
          <tspan fontWeight={700} fill={ui.data}>
            [2]
          </tspan>
        </Txt>

        {/* Guardrails it passed. */}
        <ShieldCheck x={24} y={166} size={16} color={ui.data} strokeWidth={2} />
        <Txt x={44} y={178} size={10} weight={700} color={ui.text}>
          Guardrails
        </Txt>
        {guardrails.map((g) => (
          <g key={g.label}>
            <Check cx={g.left} cy={174} r={5.5} />
            <Txt x={g.left + 9} y={177.5} size={9.5} weight={600} color={ui.data}>
              {g.label}
            </Txt>
          </g>
        ))}

        {/* Where the answer came from. */}
        <Txt x={24} y={206} size={9.5} weight={700} color={ui.muted}>
          RETRIEVED SOURCES
        </Txt>
        {sources.map((s, i) => {
          const y = 214 + i * 38
          return (
            <g key={s.n}>
              <rect
                x={24.5}
                y={y + 0.5}
                width={351}
                height={31}
                rx={6}
                fill={ui.card}
                stroke={ui.line}
              />
              <circle cx={42} cy={y + 16} r={9} fill={ui.data} fillOpacity={0.14} />
              <Txt x={42} y={y + 19.5} size={10} weight={700} color={ui.data} textAnchor="middle">
                {s.n}
              </Txt>
              <FileText x={58} y={y + 9} size={14} color={ui.muted} strokeWidth={2} />
              <Txt x={78} y={y + 20} size={10.5} weight={600} color={ui.text}>
                {s.title}
              </Txt>
              <Txt x={236} y={y + 20} size={9.5} color={ui.muted}>
                {s.where}
              </Txt>
              <Meter x={296} y={y + 13} w={44} share={s.match} />
              <Txt x={366} y={y + 20} size={9.5} weight={600} color={ui.text} textAnchor="end">
                {s.match.toFixed(2)}
              </Txt>
            </g>
          )
        })}
      </Window>
    </VisualCanvas>
  )
}
