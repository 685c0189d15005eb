import { FileSpreadsheet, Lightbulb, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react'
import { figures } from '../../../data/figures'
import {
  Check,
  Chip,
  Meter,
  PhoneStatus,
  PhoneWindow,
  Sparkline,
  Txt,
  VisualCanvas,
  Window,
  ui,
  tone,
} from './primitives'

const insights: {
  icon: LucideIcon
  t: 'accent' | 'brand'
  title: string
  detail: string
  series?: number[]
}[] = [
  {
    icon: TrendingUp,
    t: 'brand',
    title: 'Revenue up 18% since March',
    detail: 'Driven by repeat customers',
    series: [30, 34, 33, 38, 41, 40, 46, 50],
  },
  {
    icon: TrendingDown,
    t: 'accent',
    title: 'Slower weeks ahead in August',
    detail: 'Forecast 9% below trend',
    series: [46, 48, 45, 44, 40, 38, 39, 35],
  },
  {
    icon: Lightbulb,
    t: 'brand',
    title: 'Restock the top five items',
    detail: 'Highest expected impact',
  },
]

/** The data-quality share shown on the report (the same figure as the example dashboard). */
const dataQuality = parseFloat(figures.dataQuality) / 100

/**
 * The phone drawing: the uploaded spreadsheet and the first two insights of the report, each with
 * its trend.
 */
function BusinessAnalysisPhone() {
  return (
    <PhoneWindow title="Free analysis · report" status={<PhoneStatus label="Ready in 1 min" />}>
      <rect
        x={24.5}
        y={50.5}
        width={351}
        height={43}
        rx={8}
        fill={ui.well}
        stroke={ui.line}
        strokeDasharray="5 4"
      />
      <FileSpreadsheet x={36} y={61} size={22} color={ui.data} strokeWidth={1.75} />
      <Txt x={68} y={77} size={14.5} weight={700}>
        sales_2026.csv
      </Txt>
      <Check cx={270} cy={72} r={8} />
      <Txt x={284} y={77} size={13.5} weight={600} color={ui.data}>
        Uploaded
      </Txt>
      {insights.slice(0, 2).map(({ icon: Icon, t, title, detail, series }, i) => {
        const y = 104 + i * 66
        return (
          <g key={title}>
            <rect
              x={24.5}
              y={y + 0.5}
              width={351}
              height={59}
              rx={8}
              fill={ui.card}
              stroke={ui.line}
            />
            <rect
              x={34}
              y={y + 12}
              width={26}
              height={26}
              rx={6}
              fill={tone[t].bg}
              fillOpacity={tone[t].bgOpacity}
            />
            <Icon x={40} y={y + 18} size={14} color={tone[t].fg} strokeWidth={2.25} />
            <Txt x={70} y={y + 25} size={14.5} weight={700}>
              {title}
            </Txt>
            <Txt x={70} y={y + 46} size={13.5} color={ui.muted}>
              {detail}
            </Txt>
            {series && (
              <Sparkline x={308} y={y + 30} w={56} h={20} values={series} color={tone[t].solid} />
            )}
          </g>
        )
      })}
    </PhoneWindow>
  )
}

/**
 * /business-analysis: the free one-minute analysis as a report card: a spreadsheet uploaded, then
 * three ranked insights (a trend, a warning, a next step) and the data quality behind them.
 */
export function BusinessAnalysisVisual() {
  return (
    <VisualCanvas
      label="Illustration: a sales spreadsheet uploaded and, a minute later, a report with a revenue trend, a forecast warning and a recommended next step"
      phone={<BusinessAnalysisPhone />}
    >
      <Window
        x={8}
        y={10}
        w={384}
        h={290}
        title="Free analysis · report"
        status={<Chip x={380} y={15} label="Ready in 1 min" tone="brand" anchor="end" size={10} />}
      >
        {/* Upload. */}
        <rect
          x={24.5}
          y={50.5}
          width={351}
          height={41}
          rx={8}
          fill={ui.well}
          stroke={ui.line}
          strokeDasharray="5 4"
        />
        <FileSpreadsheet x={36} y={60} size={22} color={ui.data} strokeWidth={1.75} />
        <Txt x={66} y={68} size={11} weight={700} color={ui.text}>
          sales_2026.csv
        </Txt>
        <Txt x={66} y={83} size={9.5} color={ui.muted}>
          14,280 rows · 3 sheets
        </Txt>
        <Check cx={290} cy={71} r={7} />
        <Txt x={302} y={75} size={10} weight={600} color={ui.data}>
          Uploaded
        </Txt>

        {/* Insights, ranked. */}
        <Txt x={24} y={116} size={9.5} weight={700} color={ui.muted}>
          YOUR INSIGHTS
        </Txt>
        {insights.map(({ icon: Icon, t, title, detail, series }, i) => {
          const y = 124 + i * 46
          return (
            <g key={title}>
              <rect
                x={24.5}
                y={y + 0.5}
                width={351}
                height={39}
                rx={8}
                fill={ui.card}
                stroke={ui.line}
              />
              <rect
                x={34}
                y={y + 8}
                width={24}
                height={24}
                rx={6}
                fill={tone[t].bg}
                fillOpacity={tone[t].bgOpacity}
              />
              <Icon x={39} y={y + 13} size={14} color={tone[t].fg} strokeWidth={2.25} />
              <Txt x={68} y={y + 18} size={11} weight={700} color={ui.text}>
                {title}
              </Txt>
              <Txt x={68} y={y + 32} size={9.5} color={ui.muted}>
                {detail}
              </Txt>
              {series ? (
                <Sparkline x={298} y={y + 10} w={64} h={20} values={series} color={tone[t].solid} />
              ) : (
                <Chip x={364} y={y + 10} label="Do first" tone="brand" size={9.5} anchor="end" />
              )}
            </g>
          )
        })}

        <Txt x={24} y={280} size={9.5} color={ui.muted}>
          Data quality
        </Txt>
        <Meter x={94} y={274} w={240} share={dataQuality} color={ui.data} />
        <Txt x={376} y={280} size={10} weight={700} color={ui.text} textAnchor="end">
          {figures.dataQuality}
        </Txt>
      </Window>
    </VisualCanvas>
  )
}
