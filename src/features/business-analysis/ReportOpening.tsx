import { ArrowRight, FileSpreadsheet, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { figures } from '../../data/figures'
import { Container } from '../../ui/Container'
import { LogoMark } from '../../ui/Logo'
import { analysisReport, reportSheet, type ReportFinding } from './businessAnalysisCopy'

/*
 * /business-analysis's opening (round 8): the free analysis's report as a printed sheet on the
 * page's grey, not a navy window beside the title. Read top to bottom like a document: the
 * letterhead, the input line (the file that went in, and when), the page's title and call to action
 * with the "Ready in 1 min" stamp beside them, then the three findings ranked by impact, each with
 * its evidence drawn small and one next step, and the data check at the foot. A second sheet peeks
 * out behind (the report runs to three pages). HTML and CSS only; words in the page font, 12 px or
 * more; example data.
 */

const Band = styled.section`
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[7]};
  }
`

/* The sheet and, peeking out behind it, page 2 of the report. */
const Stack = styled.div`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    inset: 8px -6px -8px 6px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 2px;
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    &::before {
      inset: 10px -10px -10px 10px;
    }
  }
`

/* A div, not an article: the page's h1 is on it, so it heads the opening's section itself. */
const Sheet = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 2px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[7]}
      ${({ theme }) => theme.space[4]};
  }
`

/* The letterhead: the firm's mark and name, the service, and whose report it is; a heavy rule. */
const Letterhead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 2px solid ${({ theme }) => theme.color.ink};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  > p:first-child {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 800;
    color: ${({ theme }) => theme.color.ink};
  }
  > p:first-child span {
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  > p:first-child span::before {
    content: '· ';
    color: ${({ theme }) => theme.color.textMuted};
  }
  > p:last-child {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/* The input line: what went in, as a filled-in form field. */
const Input = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  > span:first-child {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  b {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.ink};
  }
  b svg {
    width: 1.1rem;
    height: 1.1rem;
    color: ${({ theme }) => theme.color.brand};
  }
  > span:last-child {
    margin-left: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > span:last-child {
      display: none;
    }
  }
`

/* The title block: the page's words on the sheet, the stamp beside them. */
const Title = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  h1 {
    margin: 0;
    max-width: 16ch;
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    font-weight: 800;
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
    color: ${({ theme }) => theme.color.ink};
  }
  > p {
    margin: 0;
    max-width: 56ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-right: 12rem;
    > p {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space[7]};
    align-items: end;
    padding-right: 0;
    h1 {
      grid-column: 1 / -1;
      max-width: none;
    }
  }
`

/* "Ready in 1 min", stamped on the sheet: top right beside the title. */
const Stamp = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.color.brandStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: 1px solid ${({ theme }) => theme.color.brandStrong};
  outline-offset: 2px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  transform: rotate(-4deg);
  white-space: nowrap;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    top: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    position: static;
    justify-self: start;
    order: -1;
  }
`

const Findings = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space[3]};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
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
    display: grid;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    > ol {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`

/*
 * A finding: its number and title, then its evidence beside the words on phones and tablets
 * (under them, across its column, on wide screens), then the next step.
 */
const Finding = styled.li`
  counter-increment: finding;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'title' 'evidence' 'next';
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-content: start;
  padding: ${({ theme }) => theme.space[3]} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    grid-area: title;
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
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
  > p[data-text] {
    display: none;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > figure {
    grid-area: evidence;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) 12rem;
    grid-template-areas:
      'title evidence'
      'text evidence'
      'next evidence';
    > p[data-text] {
      display: block;
      grid-area: text;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr auto;
    grid-template-areas: 'title' 'evidence' 'text' 'next';
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
    &:first-child {
      padding-left: 0;
    }
    &:last-child {
      padding-right: 0;
    }
    & + & {
      border-top: 0;
      border-left: 1px solid ${({ theme }) => theme.color.border};
    }
    > figure {
      max-width: 14rem;
    }
  }
`

const Next = styled.p`
  grid-area: next;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.15rem;
  }
`

/* The sheet's foot: the data check, the data quality, the page number. */
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
  > p:first-child {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  > p:first-child svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.color.brand};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  > p:last-child {
    margin-left: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > p:last-child {
      display: none;
    }
  }
`

/** The evidence: a small figure with its label under it. */
const Evidence = styled.figure`
  margin: 0;
  max-width: 17rem;
  p {
    margin: 0;
  }
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

export interface ReportOpeningProps {
  eyebrow: string
  title: string
  lead: string
  actions: ReactNode
}

/** The page's opening: the report sheet with the page's title on it. */
export function ReportOpening({ eyebrow, title, lead, actions }: ReportOpeningProps) {
  const { findingsTitle, findings, check, foot } = analysisReport
  const s = reportSheet
  return (
    <Band aria-labelledby="page-title" data-opening="report-sheet">
      <Container>
        <Stack>
          <Sheet data-sheet>
            <Letterhead>
              <p>
                <LogoMark size={24} />
                Msingi AI <span>{eyebrow}</span>
              </p>
              <p>{s.issuer}</p>
            </Letterhead>
            <Input>
              <span>{s.inputLabel}</span>
              <b>
                <FileSpreadsheet aria-hidden="true" />
                {s.file}
              </b>
              <span>{s.fileMeta}</span>
              <span>{s.timing}</span>
            </Input>
            <Title>
              <h1 id="page-title">{title}</h1>
              <p>{lead}</p>
              <div>{actions}</div>
              <Stamp data-stamp>{s.stamp}</Stamp>
            </Title>
            <Findings aria-labelledby="report-findings">
              <h2 id="report-findings">{findingsTitle}</h2>
              <ol>
                {findings.map((f) => (
                  <Finding key={f.title}>
                    <h3>{f.title}</h3>
                    <EvidenceOf evidence={f.evidence} />
                    <p data-text>{f.text}</p>
                    <Next>
                      <ArrowRight aria-hidden="true" />
                      {f.next}
                    </Next>
                  </Finding>
                ))}
              </ol>
            </Findings>
            <Foot>
              <p>
                <ShieldCheck aria-hidden="true" />
                <span>
                  {check.title}: <strong>{check.rows}</strong> · {check.flagged} · data quality{' '}
                  <strong>{figures.dataQuality}</strong>
                </span>
              </p>
              <p>{foot}</p>
            </Foot>
          </Sheet>
        </Stack>
      </Container>
    </Band>
  )
}
