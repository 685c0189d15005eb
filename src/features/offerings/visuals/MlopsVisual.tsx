import { Activity, Boxes, BrainCircuit, Rocket, TriangleAlert, type LucideIcon } from 'lucide-react'
import {
  Check,
  Chip,
  PhoneWindow,
  Sparkline,
  Txt,
  VisualCanvas,
  Window,
  ui,
  yFor,
} from './primitives'

const stages: { icon: LucideIcon; name: string; note: string; alert?: boolean }[] = [
  { icon: BrainCircuit, name: 'Model', note: 'v3 trained' },
  { icon: Boxes, name: 'Registry', note: 'v3 approved' },
  { icon: Rocket, name: 'Deploy', note: 'live, 100%' },
  { icon: Activity, name: 'Monitor', note: 'drift found', alert: true },
]

const earlier = [95.2, 95.6, 95.1, 95.9, 95.4, 95.8, 95.3, 95, 94.4, 93.6, 92.4, 91.3, 89.8]
const latest = 89.1
const accuracy = [...earlier, latest]
const domain: [number, number] = [86, 98]
const threshold = 90
const chart = { x: 36, y: 152, w: 328, h: 62 }

const phoneChart = { x: 24, y: 118, w: 340, h: 52 }

/** The phone drawing: the live accuracy falling through its threshold, and the alert it raised. */
function MlopsPhone() {
  const { x, y, w, h } = phoneChart
  const thresholdY = y + yFor(threshold, h, domain)
  return (
    <PhoneWindow title="churn-model · production">
      <Txt x={24} y={72} size={13.5} color={ui.muted}>
        Live accuracy, 14 days
      </Txt>
      <Txt x={24} y={104} size={28} weight={800} color={ui.warmText}>
        {latest}%
      </Txt>
      <Sparkline x={x} y={y} w={w} h={h} values={accuracy} domain={domain} />
      <line
        x1={x}
        x2={x + w}
        y1={thresholdY}
        y2={thresholdY}
        stroke={ui.muted}
        strokeDasharray="5 4"
      />
      <rect x={24.5} y={182.5} width={351} height={49} rx={8} fill="none" stroke={ui.warm} />
      <TriangleAlert x={36} y={197} size={20} color={ui.warm} strokeWidth={2} />
      <Txt x={66} y={212} size={14.5} weight={700}>
        Drift caught · retraining v4
      </Txt>
    </PhoneWindow>
  )
}

/**
 * /mlops: the last mile as a delivery line, model → registry → deploy → monitor, and the monitor
 * catching accuracy drift before users do, with retraining already queued.
 */
export function MlopsVisual() {
  const thresholdY = chart.y + yFor(threshold, chart.h, domain)
  return (
    <VisualCanvas
      label="Illustration: a model moving from training to registry, deployment and monitoring, where a drift alert triggers retraining"
      phone={<MlopsPhone />}
    >
      <Window
        x={8}
        y={10}
        w={384}
        h={290}
        title="Model delivery · churn-model"
        status={<Chip x={380} y={15} label="In production" tone="brand" anchor="end" size={10} />}
      >
        {stages.map(({ icon: Icon, name, note, alert }, i) => {
          const x = 24 + i * 92
          return (
            <g key={name}>
              <rect
                x={x + 0.5}
                y={51.5}
                width={75}
                height={57}
                rx={8}
                fill={alert ? ui.warm : ui.well}
                fillOpacity={alert ? 0.12 : 1}
                stroke={alert ? ui.warm : ui.line}
              />
              <Icon x={x + 9} y={60} size={16} color={alert ? ui.warm : ui.data} strokeWidth={2} />
              {alert ? (
                <circle cx={x + 64} cy={68} r={5} fill={ui.warm} />
              ) : (
                <Check cx={x + 64} cy={68} r={6} />
              )}
              <Txt x={x + 9} y={91} size={11} weight={700} color={ui.text}>
                {name}
              </Txt>
              <Txt x={x + 9} y={103} size={9} color={alert ? ui.warmText : ui.muted}>
                {note}
              </Txt>
              {i < stages.length - 1 && (
                <path
                  d={`M${x + 79} 80h10m-4-4 4 4-4 4`}
                  fill="none"
                  stroke={ui.muted}
                  strokeWidth={1.5}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              )}
            </g>
          )
        })}

        <Txt x={24} y={134} size={11} weight={700} color={ui.text}>
          Live accuracy, last 14 days
        </Txt>
        <Txt x={376} y={134} size={9.5} color={ui.muted} textAnchor="end">
          alert below {threshold}%
        </Txt>
        <Sparkline
          x={chart.x}
          y={chart.y}
          w={chart.w}
          h={chart.h}
          values={accuracy}
          domain={domain}
          area
        />
        <line
          x1={chart.x}
          x2={chart.x + chart.w}
          y1={thresholdY}
          y2={thresholdY}
          stroke={ui.muted}
          strokeWidth={1.5}
          strokeDasharray="5 4"
        />
        <line
          x1={chart.x}
          x2={chart.x + chart.w}
          y1={chart.y + chart.h + 0.5}
          y2={chart.y + chart.h + 0.5}
          stroke={ui.line}
        />
        <circle
          cx={chart.x + chart.w}
          cy={chart.y + yFor(latest, chart.h, domain)}
          r={4}
          fill={ui.card}
          stroke={ui.warm}
          strokeWidth={2}
        />

        <rect
          x={24.5}
          y={234.5}
          width={351}
          height={53}
          rx={8}
          fill={ui.warm}
          fillOpacity={0.12}
          stroke={ui.warm}
        />
        <TriangleAlert x={36} y={250} size={20} color={ui.warm} strokeWidth={2} />
        <Txt x={66} y={256} size={11} weight={700} color={ui.text}>
          Drift alert: input data shifted
        </Txt>
        <Txt x={66} y={272} size={9.5} color={ui.muted}>
          Caught before users noticed it
        </Txt>
        <Chip x={364} y={252} label="Retraining v4" tone="brand" size={9.5} anchor="end" />
      </Window>
    </VisualCanvas>
  )
}
