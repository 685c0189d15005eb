import { ThumbsDown, ThumbsUp } from 'lucide-react'
import {
  Chip,
  PhoneStatus,
  PhoneWindow,
  Sparkline,
  Txt,
  VisualCanvas,
  Well,
  Window,
  ui,
  yFor,
} from './primitives'

const actual = [52, 55, 53, 58, 61, 59, 64, 67]
const forecast = [67, 70, 74, 79, 76]
const upper = [67, 73, 78, 85, 84]
const lower = [67, 67, 70, 73, 68]
const domain: [number, number] = [46, 88]

const chart = { x: 36, y: 152, w: 328, h: 68 }
/** The "today" line: where the actual series ends and the forecast begins. */
const todayX = chart.x + Math.round((chart.w * 7) / 11)
const forecastW = chart.x + chart.w - todayX
const step = forecastW / (forecast.length - 1)
const at = (v: number) => chart.y + yFor(v, chart.h, domain)

const kpis = [
  { label: 'Revenue, 30 days', value: '+12.4%', color: ui.data },
  { label: 'Forecast accuracy', value: '94%', color: ui.text },
  { label: 'Churn risk', value: '3.1%', color: ui.text },
]

/** The confidence band around the forecast: along the upper bound, back along the lower. */
const band = [
  ...upper.map((v, i) => `${todayX + i * step},${at(v)}`),
  ...lower.map((v, i) => `${todayX + i * step},${at(v)}`).reverse(),
].join(' ')

/** The phone chart: the same series on a shorter, full-width box. */
const pc = { x: 24, y: 122, w: 352, h: 50 }
const pcToday = pc.x + Math.round((pc.w * 7) / 11)
const pcStep = (pc.x + pc.w - pcToday) / (forecast.length - 1)
const pcAt = (v: number) => pc.y + yFor(v, pc.h, domain)
const pcBand = [
  ...upper.map((v, i) => `${Math.round(pcToday + i * pcStep)},${pcAt(v)}`),
  ...lower.map((v, i) => `${Math.round(pcToday + i * pcStep)},${pcAt(v)}`).reverse(),
].join(' ')

/**
 * The phone drawing: two KPI tiles, the demand forecast with its band and the peak, and the
 * suggestion an analyst confirms.
 */
function AnalyticsPhone() {
  return (
    <PhoneWindow title="Quantum Analytics · Sales" status={<PhoneStatus label="Live" dot />}>
      {kpis.slice(0, 2).map((k, i) => (
        <g key={k.label}>
          <Well x={24 + i * 182} y={50} w={170} h={60} />
          <Txt x={36 + i * 182} y={72} size={13} color={ui.muted}>
            {k.label}
          </Txt>
          <Txt x={36 + i * 182} y={100} size={24} weight={700} color={k.color}>
            {k.value}
          </Txt>
        </g>
      ))}
      <line
        x1={pc.x}
        x2={pc.x + pc.w}
        y1={pc.y + pc.h + 0.5}
        y2={pc.y + pc.h + 0.5}
        stroke={ui.line}
      />
      <polygon points={pcBand} fill={ui.data} fillOpacity={0.16} />
      <Sparkline x={pc.x} y={pc.y} w={pcToday - pc.x} h={pc.h} values={actual} domain={domain} />
      <Sparkline
        x={pcToday}
        y={pc.y}
        w={pc.x + pc.w - pcToday}
        h={pc.h}
        values={forecast}
        domain={domain}
        dashed
      />
      <circle
        cx={Math.round(pcToday + 3 * pcStep)}
        cy={pcAt(79)}
        r={5}
        fill={ui.card}
        stroke={ui.warm}
        strokeWidth={2.5}
      />
      <Well x={24} y={186} w={352} h={46} />
      <Txt x={36} y={214} size={14.5} weight={700}>
        Peak demand in week 32
      </Txt>
      <rect x={328} y={196} width={36} height={26} rx={6} fill={ui.action} />
      <ThumbsUp x={337} y={200} size={18} color={ui.onAction} strokeWidth={2} />
    </PhoneWindow>
  )
}

/**
 * /quantum-analytics: a dashboard with KPI tiles, a demand forecast with its confidence band, and
 * the model's suggestion waiting for an analyst's thumbs-up (the platform's human feedback).
 */
export function AnalyticsVisual() {
  return (
    <VisualCanvas
      label="Illustration: an analytics dashboard with KPI tiles, a demand forecast with its confidence band, and an analyst confirming the model's suggestion"
      phone={<AnalyticsPhone />}
    >
      <Window
        x={8}
        y={10}
        w={384}
        h={290}
        title="Quantum Analytics · Sales"
        status={<Chip x={380} y={15} label="Live" dot anchor="end" size={10} />}
      >
        {kpis.map((k, i) => (
          <g key={k.label}>
            <Well x={24 + i * 122} y={50} w={108} h={56} />
            <Txt x={34 + i * 122} y={69} size={9.5} color={ui.muted}>
              {k.label}
            </Txt>
            <Txt x={34 + i * 122} y={95} size={19} weight={700} color={k.color}>
              {k.value}
            </Txt>
          </g>
        ))}

        <Txt x={24} y={134} size={11} weight={700}>
          Weekly demand
        </Txt>
        <g>
          <line x1={262} x2={278} y1={130.5} y2={130.5} stroke={ui.data} strokeWidth={2} />
          <Txt x={282} y={134} size={9.5} weight={400} color={ui.muted}>
            Actual
          </Txt>
          <line
            x1={318}
            x2={334}
            y1={130.5}
            y2={130.5}
            stroke={ui.data}
            strokeWidth={2}
            strokeDasharray="4 3"
          />
          <Txt x={338} y={134} size={9.5} weight={400} color={ui.muted}>
            Forecast
          </Txt>
        </g>
        {[0, 0.5, 1].map((f) => (
          <line
            key={f}
            x1={chart.x}
            x2={chart.x + chart.w}
            y1={chart.y + chart.h * f + 0.5}
            y2={chart.y + chart.h * f + 0.5}
            stroke={ui.line}
          />
        ))}
        <polygon points={band} fill={ui.data} fillOpacity={0.16} />
        <Sparkline
          x={chart.x}
          y={chart.y}
          w={todayX - chart.x}
          h={chart.h}
          values={actual}
          domain={domain}
        />
        <Sparkline
          x={todayX}
          y={chart.y}
          w={forecastW}
          h={chart.h}
          values={forecast}
          domain={domain}
          dashed
        />
        <line
          x1={todayX}
          x2={todayX}
          y1={chart.y - 6}
          y2={chart.y + chart.h + 4}
          stroke={ui.muted}
          strokeDasharray="2 3"
        />
        <Txt x={todayX} y={chart.y + chart.h + 16} size={9.5} color={ui.muted} textAnchor="middle">
          Today
        </Txt>
        {/* The one warm highlight: the peak the suggestion below is about. */}
        <circle
          cx={todayX + 3 * step}
          cy={at(79)}
          r={4.5}
          fill={ui.card}
          stroke={ui.warm}
          strokeWidth={2.5}
        />

        <Well x={24} y={248} w={352} h={40} />
        <Txt x={36} y={264} size={11} weight={700}>
          Peak demand expected in week 32
        </Txt>
        <Txt x={36} y={279} size={9.5} color={ui.muted}>
          Model suggestion · analyst feedback
        </Txt>
        <rect x={296} y={256} width={34} height={24} rx={6} fill={ui.action} />
        <ThumbsUp x={305} y={260} size={16} color={ui.onAction} strokeWidth={2} />
        <rect x={336.5} y={256.5} width={33} height={23} rx={6} fill="none" stroke={ui.line} />
        <ThumbsDown x={345} y={260} size={16} color={ui.muted} strokeWidth={2} />
      </Window>
    </VisualCanvas>
  )
}
