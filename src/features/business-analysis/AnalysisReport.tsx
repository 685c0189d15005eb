import { ArrowRight, ShieldCheck } from 'lucide-react'
import styled from 'styled-components'
import { CheckList } from '../../ui/Card'
import { analysisReport, type ReportFinding } from './businessAnalysisCopy'

/*
 * /business-analysis's picture of what the free analysis returns (round 6): a report page, not the
 * home page's four-tile dashboard. A sheet with its head (whose data, which file), three findings
 * ranked by impact, each with its evidence drawn small and one next step, and beside them the data
 * check and the week's to-do list. HTML and CSS only; words in the page font; example data.
 */

const Sheet = styled.article`
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  overflow: hidden;
`

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: 6px solid ${({ theme }) => theme.color.brand};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  }
`

const Body = styled.div`
  display: grid;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
  }
`

const Findings = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  }
  > h4 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > ol {
    list-style: none;
    margin: 0;
    padding: 0;
    counter-reset: finding;
  }
`

/** A finding: its number, words and next step on the left, its evidence on the right (md+). */
const Finding = styled.li`
  counter-increment: finding;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) 12rem;
    gap: ${({ theme }) => theme.space[5]};
    align-items: start;
  }
  h5 {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.ink};
    &::before {
      content: counter(finding);
      flex: none;
      display: inline-grid;
      place-items: center;
      width: 1.5rem;
      height: 1.5rem;
      border-radius: ${({ theme }) => theme.radius.pill};
      background: ${({ theme }) => theme.color.ink};
      color: ${({ theme }) => theme.color.textOnDark};
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  > div > p:first-of-type {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Next = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`

/** The evidence: a small figure with its label under it. */
const Evidence = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  figcaption {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 3px;
  align-items: end;
  height: 4.5rem;
  li {
    display: grid;
    grid-template-rows: 1fr auto;
    height: 100%;
    align-items: end;
    text-align: center;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  li > span:first-child {
    height: calc(var(--v) * 100%);
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.color.border};
  }
  li[data-peak] > span:first-child {
    background: ${({ theme }) => theme.color.brand};
  }
  li[data-peak] {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
`

const Compare = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSize.xs};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd > span {
    height: 0.75rem;
    border-radius: 3px;
    background: ${({ theme }) => theme.color.border};
  }
  dd[data-lead] > span {
    background: ${({ theme }) => theme.color.brand};
  }
`

const Change = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.ink};
  font-variant-numeric: tabular-nums;
  strong {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    line-height: 1;
  }
  /* The new value in the warm accent: the finding's warning. */
  > span:last-child strong {
    color: ${({ theme }) => theme.color.accent};
  }
  small {
    display: block;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Side = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    border-top: 0;
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  h4 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
    svg {
      width: 1rem;
      height: 1rem;
      color: ${({ theme }) => theme.color.brand};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ul {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

const Reasons = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  li::before {
    content: '· ';
  }
`

const Foot = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  }
`

function EvidenceOf({ evidence }: { evidence: ReportFinding['evidence'] }) {
  if (evidence.kind === 'days') {
    const max = Math.max(...evidence.values)
    return (
      <Evidence>
        <Days aria-label={`${evidence.label}, per cent`}>
          {evidence.values.map((v, i) => (
            <li
              key={i}
              data-peak={i === evidence.peak ? '' : undefined}
              style={{ ['--v' as string]: (v / max).toFixed(3) }}
            >
              <span aria-hidden="true" />
              <span>
                {evidence.days[i]}
                <span className="visually-hidden">: {v}%</span>
              </span>
            </li>
          ))}
        </Days>
        <figcaption>{evidence.label}</figcaption>
      </Evidence>
    )
  }
  if (evidence.kind === 'compare') {
    return (
      <Evidence>
        <Compare>
          {evidence.rows.map((r, i) => (
            <div key={r.name} style={{ display: 'contents' }}>
              <dt>{r.name}</dt>
              <dd data-lead={i === 0 ? '' : undefined}>
                <span aria-hidden="true" style={{ width: `${r.value * 0.7}%` }} />
                {r.shown}
              </dd>
            </div>
          ))}
        </Compare>
        <figcaption>{evidence.label}</figcaption>
      </Evidence>
    )
  }
  return (
    <Evidence>
      <Change>
        <span>
          <strong>{evidence.from}</strong>
          <small>{evidence.fromLabel}</small>
        </span>
        <ArrowRight aria-hidden="true" width={16} height={16} />
        <span>
          <strong>{evidence.to}</strong>
          <small>{evidence.toLabel}</small>
        </span>
      </Change>
      <figcaption>{evidence.label}</figcaption>
    </Evidence>
  )
}

export function AnalysisReport() {
  const { title, meta, findingsTitle, findings, check, week, foot } = analysisReport
  return (
    <Sheet aria-labelledby="report-sheet-title">
      <Head>
        <h3 id="report-sheet-title">{title}</h3>
        <p>{meta}</p>
      </Head>
      <Body>
        <Findings aria-labelledby="report-findings">
          <h4 id="report-findings">{findingsTitle}</h4>
          <ol>
            {findings.map((f) => (
              <Finding key={f.title}>
                <div>
                  <h5>{f.title}</h5>
                  <p>{f.text}</p>
                  <Next>
                    <ArrowRight aria-hidden="true" />
                    {f.next}
                  </Next>
                </div>
                <EvidenceOf evidence={f.evidence} />
              </Finding>
            ))}
          </ol>
        </Findings>
        <Side aria-label="Data check and next steps">
          <div>
            <h4>
              <ShieldCheck aria-hidden="true" />
              {check.title}
            </h4>
            <p>
              <strong>{check.rows}</strong>
            </p>
            <p>{check.flagged}</p>
            <Reasons>
              {check.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </Reasons>
          </div>
          <div>
            <h4>{week.title}</h4>
            <CheckList>
              {week.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </CheckList>
          </div>
        </Side>
      </Body>
      <Foot>{foot}</Foot>
    </Sheet>
  )
}
