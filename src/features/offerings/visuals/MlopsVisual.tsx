import { Activity, Boxes, BrainCircuit, Check, Rocket, TriangleAlert } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import styled from 'styled-components'
import { yFor } from '../chartGeometry'

/*
 * /mlops's opening picture (round 8): the model's road from notebook to production drawn across
 * the whole content width on a navy band, not in a window. Four stations on one track (model,
 * registry, deploy, monitor), the monitor in the warm accent; under the track the live accuracy
 * falling through its threshold and, under the monitor, the drift alert it raised, with retraining
 * already queued. Drawn in HTML (the words are page text at the page's sizes: 14 px and up at
 * 1280, 12 px and up on a phone) with one small inline SVG for the line. One picture to assistive
 * technology, named by its label.
 */

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
/** The line's box, in its own units (stretched to the panel's width). */
const chart = { w: 600, h: 60 }

const Picture = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Caption = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  b {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  /* Phones: the model's name only, so the caption keeps to one line. */
  em {
    display: none;
    font-style: normal;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.md};
    em {
      display: inline;
    }
  }
`

const Chip = styled.span<{ $warm?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $warm }) => ($warm ? theme.color.sunOnDark : theme.color.brandOnDark)};
  color: ${({ theme, $warm }) => ($warm ? theme.color.sunOnDark : theme.color.brandOnDark)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`

/* The road: one track across, a station on it per stage. */
const Road = styled.ol`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  /* The track, from the first station's node to the road's end, an arrowhead at the end. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: calc(var(--node) / 2 - 1.5px);
    height: 3px;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  &::before {
    left: calc(var(--node) / 2);
    right: 0;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.brandOnDark} 72%,
      ${({ theme }) => theme.color.sunOnDark} 80%
    );
  }
  &::after {
    right: 0;
    width: 10px;
    height: 10px;
    top: calc(var(--node) / 2 - 5px);
    background: none;
    border-top: 3px solid ${({ theme }) => theme.color.sunOnDark};
    border-right: 3px solid ${({ theme }) => theme.color.sunOnDark};
    transform: rotate(45deg);
  }
  --node: 2.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    --node: 3rem;
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Station = styled.li<{ $alert?: boolean }>`
  position: relative;
  display: grid;
  justify-items: start;
  gap: 0.125rem;
  > span:first-child {
    position: relative;
    display: grid;
    place-items: center;
    width: var(--node);
    height: var(--node);
    margin-bottom: ${({ theme }) => theme.space[2]};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.cardOnDark};
    border: 2px solid
      ${({ theme, $alert }) => ($alert ? theme.color.sunOnDark : theme.color.brandOnDark)};
    color: ${({ theme, $alert }) => ($alert ? theme.color.sunOnDark : theme.color.brandOnDark)};
    /* A dark ring keeps the track from touching the node. */
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.ink};
    svg {
      width: 55%;
      height: 55%;
    }
  }
  /* Its state: a tick for done, a warm dot for the alert. */
  > span:first-child > i {
    position: absolute;
    right: -5px;
    top: -5px;
    display: grid;
    place-items: center;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme, $alert }) => ($alert ? theme.color.sun : theme.color.brandOnDark)};
    color: ${({ theme }) => theme.color.ink};
    svg {
      width: 0.75rem;
      height: 0.75rem;
    }
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.25;
  }
  > span:last-child {
    font-size: 0.75rem;
    line-height: 1.3;
    color: ${({ theme, $alert }) => ($alert ? theme.color.sunOnDark : theme.color.textOnDarkMuted)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    strong {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    > span:last-child {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

/* Under the road: the live accuracy, and the alert it raised under the monitor. */
const Watch = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.panelOnDark};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  > div b {
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.sunOnDark};
    font-variant-numeric: tabular-nums;
  }
  > div span {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  /* The threshold is the dashed line; its words from 768 px, where the line has room. */
  em {
    display: none;
    font-style: normal;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    em {
      display: inline;
    }
  }
  svg {
    display: block;
    width: 100%;
    height: 2.25rem;
    overflow: visible;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    svg {
      height: 3.25rem;
    }
  }
`

const Alert = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.sun};
  background: ${({ theme }) => theme.color.cardOnDark};
  > svg {
    grid-row: span 2;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.color.sunOnDark};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.3;
  }
  /* Phones: one line, the alert and what it set off; from 768 px the alert, then what followed. */
  [data-wide],
  > span {
    display: none;
  }
  > span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  > span b {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    strong {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
    [data-wide],
    > span {
      display: inline;
    }
    [data-phone] {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    align-content: center;
    > svg {
      grid-row: auto;
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
    > * {
      grid-column: 1 / -1;
    }
  }
`

function AccuracyLine() {
  const { w, h } = chart
  const step = w / (accuracy.length - 1)
  const points = accuracy.map((v, i) => `${Math.round(i * step)},${yFor(v, h, domain)}`).join(' ')
  const limit = yFor(threshold, h, domain)
  return (
    <svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" focusable="false">
      <polygon points={`0,${h} ${points} ${w},${h}`} fill="currentColor" fillOpacity={0.1} />
      <line
        x1={0}
        x2={w}
        y1={limit}
        y2={limit}
        stroke="currentColor"
        strokeOpacity={0.55}
        strokeDasharray="6 5"
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}

const Line = styled.div`
  color: ${({ theme }) => theme.color.brandOnDark};
`

/** The road from notebook to production, and the drift the monitor caught on it. */
export function MlopsVisual() {
  return (
    <Picture
      role="img"
      aria-label="Illustration: a model's road from notebook to production, through registry, deployment and monitoring, where a drift alert triggers retraining"
      data-product-visual=""
    >
      <Caption>
        <span>
          <b>churn-model</b>
          <em> · from notebook to production</em>
        </span>
        <Chip>In production</Chip>
      </Caption>
      <Road>
        {stages.map(({ icon: Icon, name, note, alert }) => (
          <Station key={name} $alert={alert}>
            <span>
              <Icon aria-hidden="true" />
              <i>{alert ? null : <Check aria-hidden="true" strokeWidth={3} />}</i>
            </span>
            <strong>{name}</strong>
            <span>{note}</span>
          </Station>
        ))}
      </Road>
      <Watch>
        <Panel>
          <div>
            <span>
              Live accuracy, last 14 days<em> · alert below {threshold}%</em>
            </span>
            <b>{latest}%</b>
          </div>
          <Line>
            <AccuracyLine />
          </Line>
        </Panel>
        <Alert>
          <TriangleAlert aria-hidden="true" />
          <strong>
            <span data-wide="">Drift alert: input data shifted</span>
            <span data-phone="">Drift caught · retraining v4</span>
          </strong>
          <span>
            Caught before users noticed it · <b>retraining v4</b>
          </span>
        </Alert>
      </Watch>
    </Picture>
  )
}
