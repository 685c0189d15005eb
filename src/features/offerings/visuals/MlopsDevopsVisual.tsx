import {
  BarSeries,
  Check,
  Chip,
  Meter,
  PhoneStatus,
  PhoneWindow,
  Txt,
  VisualCanvas,
  Window,
  ui,
} from './primitives'

const stageNames = ['Build', 'Test', 'Validate', 'Release']

/** One row per pipeline: the same stages for an application, a model and the infrastructure. */
const pipelines: { name: string; times: string[]; running?: boolean }[] = [
  { name: 'web-app', times: ['1m 04s', '2m 31s', '0m 48s', '1m 12s'] },
  { name: 'churn-model', times: ['3m 10s', '4m 02s', '2m 26s', '1m 40s'] },
  { name: 'infra', times: ['0m 39s', '1m 15s', '0m 52s', ''], running: true },
]

const nodes = [
  { name: 'node-1', load: 0.42 },
  { name: 'node-2', load: 0.58 },
  { name: 'node-3', load: 0.35 },
]

/**
 * Releases a day over thirty days (example data): what the pipelines make routine. Not the uptime
 * figure: that is /mlops's, and this page no longer repeats it (critique 6).
 */
const releaseDays = [
  1, 2, 1, 3, 2, 0, 0, 2, 3, 1, 2, 3, 0, 0, 2, 2, 3, 2, 1, 0, 0, 3, 2, 2, 3, 1, 0, 0, 2, 1,
]
const releases = releaseDays.reduce((a, b) => a + b, 0)

const col = (i: number) => 112 + i * 67

/** A pipeline's total time, from its stages' times (`1m 04s`). */
function total(times: string[]): string {
  const seconds = times.reduce((sum, t) => {
    const [m, s] = t.match(/\d+/g)?.map(Number) ?? [0, 0]
    return sum + (m ?? 0) * 60 + (s ?? 0)
  }, 0)
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`
}

/** A spinner: a ring with a quarter drawn. */
function Running({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g fill="none" strokeWidth={2.5}>
      <circle cx={cx} cy={cy} r={r} stroke={ui.line} />
      <path
        d={`M${cx} ${cy - r}a${r} ${r} 0 0 1 ${r} ${r}`}
        stroke={ui.data}
        strokeLinecap="round"
      />
    </g>
  )
}

/** The phone drawing: the three pipelines as rows of four stage segments, and the cluster's health. */
function MlopsDevopsPhone() {
  return (
    <PhoneWindow title="Pipelines · main" status={<PhoneStatus label="All green" />}>
      {pipelines.map((p, row) => {
        const y = 50 + row * 44
        return (
          <g key={p.name}>
            <Txt x={36} y={y + 24} size={14.5} weight={700}>
              {p.name}
            </Txt>
            {/* The four stages as segments, done ones drawn: the running stage is the gap. */}
            <line
              x1={190}
              x2={p.running ? 276 : 306}
              y1={y + 19}
              y2={y + 19}
              stroke={ui.data}
              strokeWidth={8}
              strokeDasharray="26 4"
            />
            <Txt
              x={364}
              y={y + 24}
              size={13.5}
              weight={600}
              color={p.running ? ui.muted : ui.data}
              textAnchor="end"
            >
              {p.running ? 'running' : total(p.times)}
            </Txt>
          </g>
        )
      })}
      <Txt x={36} y={212} size={14.5} weight={600}>
        12/12 pods ready · {releases} releases this month
      </Txt>
    </PhoneWindow>
  )
}

/**
 * /mlops-devops: a CI/CD board where an app, a model and the infrastructure pass the same stages,
 * and the cluster they run on reporting healthy.
 */
export function MlopsDevopsVisual() {
  return (
    <VisualCanvas
      label="Illustration: a CI/CD board where an application, a model and infrastructure code pass build, test, validate and release, a healthy cluster and a month of releases"
      phone={<MlopsDevopsPhone />}
    >
      <Window
        x={8}
        y={10}
        w={384}
        h={290}
        title="Pipelines · main"
        status={<Chip x={380} y={15} label="All green" tone="brand" dot anchor="end" size={10} />}
      >
        {stageNames.map((name, i) => (
          <Txt key={name} x={col(i) + 4} y={58} size={9.5} weight={600} color={ui.muted}>
            {name}
          </Txt>
        ))}
        {pipelines.map((p, row) => {
          const y = 66 + row * 40
          return (
            <g key={p.name}>
              <Txt x={24} y={y + 20} size={10.5} weight={700} color={ui.text}>
                {p.name}
              </Txt>
              {[0, 1, 2].map((i) => (
                <line
                  key={i}
                  x1={col(i) + 60}
                  x2={col(i + 1)}
                  y1={y + 16}
                  y2={y + 16}
                  stroke={ui.line}
                />
              ))}
              {p.times.map((time, i) => {
                const running = p.running && i === p.times.length - 1
                return (
                  <g key={stageNames[i]}>
                    <rect
                      x={col(i)}
                      y={y}
                      width={60}
                      height={32}
                      rx={6}
                      fill={running ? ui.well : ui.data}
                      fillOpacity={running ? 1 : 0.12}
                      stroke={running ? ui.data : 'none'}
                      strokeDasharray="3 3"
                    />
                    {running ? (
                      <>
                        <Running cx={col(i) + 12} cy={y + 16} r={5} />
                        <Txt x={col(i) + 22} y={y + 19.5} size={9.5} weight={600} color={ui.text}>
                          running
                        </Txt>
                      </>
                    ) : (
                      <>
                        <Check cx={col(i) + 12} cy={y + 16} r={6} />
                        <Txt x={col(i) + 22} y={y + 19.5} size={9.5} weight={600} color={ui.data}>
                          {time}
                        </Txt>
                      </>
                    )}
                  </g>
                )
              })}
            </g>
          )
        })}

        <rect x={24} y={194} width={352} height={94} rx={8} fill={ui.well} />
        <Txt x={36} y={214} size={11} weight={700} color={ui.text}>
          Cluster health
        </Txt>
        <Chip x={364} y={202} label="12/12 pods ready" tone="brand" size={9.5} anchor="end" />
        {nodes.map((n, i) => (
          <g key={n.name}>
            <Txt x={36} y={240 + i * 18} size={9.5} color={ui.muted}>
              {n.name}
            </Txt>
            <Meter x={82} y={234 + i * 18} w={96} share={n.load} />
            <Txt x={186} y={240 + i * 18} size={9.5} weight={600} color={ui.text}>
              {Math.round(n.load * 100)}%
            </Txt>
          </g>
        ))}
        <line x1={232} x2={232} y1={228} y2={278} stroke={ui.line} />
        <Txt x={248} y={238} size={9.5} color={ui.muted}>
          Releases, 30 days
        </Txt>
        <Txt x={364} y={238} size={12} weight={700} color={ui.text} textAnchor="end">
          {releases}
        </Txt>
        <BarSeries x={248} y={252} w={116} h={26} values={releaseDays} color={ui.data} gap={0.35} />
      </Window>
    </VisualCanvas>
  )
}
