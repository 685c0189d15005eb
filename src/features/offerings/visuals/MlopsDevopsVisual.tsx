import { Check } from 'lucide-react'
import styled from 'styled-components'

/*
 * /mlops-devops's opening picture (round 8): the platform's run sheet printed on the opening's spec
 * sheet, not a navy window. A ruled table where an application, a model and the infrastructure pass
 * the same four stages (their times, the one still running), and a foot line with the cluster's
 * health and a month of releases. Ink on white, teal for what passed. Page text at the page's sizes
 * (14 px and up at 1280; on phones the stage times give way to ticks, 12 px and up). One picture to
 * assistive technology, named by its label.
 */

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
 * figure: that is /mlops's, and this page does not repeat it (critique 6).
 */
const releaseDays = [
  1, 2, 1, 3, 2, 0, 0, 2, 3, 1, 2, 3, 0, 0, 2, 2, 3, 2, 1, 0, 0, 3, 2, 2, 3, 1, 0, 0, 2, 1,
]
const releases = releaseDays.reduce((a, b) => a + b, 0)

/** A pipeline's total time, from its stages' times (`1m 04s`). */
function total(times: string[]): string {
  const seconds = times.reduce((sum, t) => {
    const [m, s] = t.match(/\d+/g)?.map(Number) ?? [0, 0]
    return sum + (m ?? 0) * 60 + (s ?? 0)
  }, 0)
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`
}

const Picture = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;
`

/** The table's head line: what it is, the stages in order (phones), the stamp. */
const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  b {
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > span:nth-child(2) {
    flex-basis: 100%;
    order: 3;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > span:nth-child(2) {
      display: none;
    }
  }
`

/** The status as a printed stamp, as the research sheets stamp theirs. */
const Stamp = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  transform: rotate(-3deg);
  /* Room for the tilt: its corners stay inside the picture. */
  margin: 4px 4px 4px 0;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border-top: 2px solid ${({ theme }) => theme.color.ink};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]}
      ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    font-weight: 500;
    white-space: nowrap;
  }
  thead th {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody th {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  td:last-child,
  th:last-child {
    text-align: end;
    padding-right: 0;
    font-weight: 700;
  }
  /* Phones: no stage names over the ticks (the caption names them in order), no times. */
  thead {
    display: none;
  }
  td[data-step] > span {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    thead {
      display: table-header-group;
    }
    td[data-step] > span {
      display: inline;
    }
    th,
    td {
      padding-top: ${({ theme }) => theme.space[3]};
      padding-bottom: ${({ theme }) => theme.space[3]};
    }
    tbody th,
    td {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

/** A passed stage: a teal tick; the running one: a dashed ring. */
const Mark = styled.i<{ $running?: boolean }>`
  display: inline-grid;
  place-items: center;
  vertical-align: -0.2em;
  width: 1.125rem;
  height: 1.125rem;
  margin-right: ${({ theme }) => theme.space[2]};
  border-radius: 50%;
  background: ${({ theme, $running }) => ($running ? 'transparent' : theme.color.brand)};
  border: ${({ theme, $running }) => ($running ? `2px dashed ${theme.color.brand}` : '0')};
  color: ${({ theme }) => theme.color.onBrand};
  svg {
    width: 0.75rem;
    height: 0.75rem;
  }
`

/** The foot line: the cluster's health, the nodes' load and the month's releases. */
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
  b {
    color: ${({ theme }) => theme.color.ink};
  }
  > [data-detail] {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    flex-wrap: nowrap;
    justify-content: space-between;
    > [data-detail] {
      display: flex;
    }
  }
`

const Nodes = styled.span`
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`

const Meter = styled.span<{ $share: number }>`
  display: inline-block;
  width: 3.5rem;
  height: 0.375rem;
  border-radius: 3px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.brand} ${({ $share }) => $share * 100}%,
    ${({ theme }) => theme.color.surfaceSunk} 0
  );
`

const Bars = styled.span`
  align-items: flex-end;
  gap: 2px;
  height: 1.5rem;
  > i {
    width: 4px;
    border-radius: 1px;
    background: ${({ theme }) => theme.color.brand};
  }
  > i[data-none] {
    height: 2px;
    background: ${({ theme }) => theme.color.border};
  }
`

/** The run sheet: three pipelines through four stages, the cluster and a month of releases. */
export function MlopsDevopsVisual() {
  return (
    <Picture
      role="img"
      aria-label="Illustration: a printed run sheet where an application, a model and infrastructure code pass build, test, validate and release, a healthy cluster and a month of releases"
      data-product-visual=""
    >
      <Caption>
        <b>Pipelines · main</b>
        <span>{stageNames.join(' → ')}</span>
        <Stamp>All green</Stamp>
      </Caption>
      <Table>
        <thead>
          <tr>
            <th>Pipeline</th>
            {stageNames.map((s) => (
              <th key={s}>{s}</th>
            ))}
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {pipelines.map((p) => (
            <tr key={p.name}>
              <th>{p.name}</th>
              {p.times.map((time, i) => {
                const running = p.running && i === p.times.length - 1
                return (
                  <td key={stageNames[i]} data-step="">
                    <Mark $running={running}>
                      {running ? null : <Check aria-hidden="true" strokeWidth={3} />}
                    </Mark>
                    <span>{running ? 'running' : time}</span>
                  </td>
                )
              })}
              <td>{p.running ? '…' : total(p.times)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Foot>
        <span>
          <b>12/12</b> pods ready
        </span>
        <Nodes data-detail="">
          {nodes.map((n) => (
            <span key={n.name}>
              {n.name} <Meter $share={n.load} /> <b>{Math.round(n.load * 100)}%</b>
            </span>
          ))}
        </Nodes>
        <span>
          <b>{releases}</b> releases in 30 days
        </span>
        <Bars data-detail="">
          {releaseDays.map((d, i) =>
            d ? <i key={i} style={{ height: `${(d / 3) * 100}%` }} /> : <i key={i} data-none="" />,
          )}
        </Bars>
      </Foot>
    </Picture>
  )
}
