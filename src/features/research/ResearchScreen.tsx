import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { ScreenActions } from '../../ui/ScreenParts'
import type {
  CameraScreen,
  Detection,
  FlaggedItem,
  GuardScreen,
  ResearchScreenData,
  SessionScreen,
} from './researchScreens'

/**
 * A research page's opening picture: one archived screen of the retired product at work
 * (researchScreens.ts), in the opening panel's frame and the sector mock-ups' language: a navy
 * canvas, teal for what the product saw, the warm accent for what it raised. A stamp says plainly
 * that the product is retired. Its words are HTML in the page's font, never below 13 px, and the
 * whole is hidden from assistive technology: the tagline and overview beside it say it in prose.
 * Plain HTML, SVG and CSS: no script.
 */

const c = theme.color
const W = 320
const H = 150

const Screen = styled.div`
  container: research-screen / inline-size;
  @media (max-width: ${theme.breakpoint.lg - 1}px) {
    [data-opening-panel] {
      max-width: none;
    }
  }
`

const Caption = styled.p`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSize.xs};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
  /* One line at every width and in either font, so the panel's height never changes when the web
     font arrives (no layout shift). */
  > span:first-child {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`

/* The archive's stamp: an outlined word in the warm accent, set slightly askew like a rubber stamp
   on a file. */
const Stamp = styled.span`
  flex: none;
  padding: 0 ${theme.space[2]};
  border: 1.5px solid ${c.sunOnDark};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.fontSize.xs};
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${c.sunOnDark};
  transform: rotate(-3deg);
`

const Canvas = styled.div`
  position: relative;
  aspect-ratio: ${W} / ${H};
  margin-bottom: ${theme.space[3]};
  overflow: hidden;
  border: 1px solid ${c.lineOnDark};
  border-radius: ${theme.radius.md};
  background: ${c.ink};
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`

/* A detection: its box on the frame, its label on the box's top edge. */
const Box = styled.span`
  position: absolute;
  border: 1.5px solid ${c.brandOnDark};
  border-radius: 3px;
  > span {
    position: absolute;
    bottom: 100%;
    left: -1.5px;
    margin-bottom: 2px;
    padding: 0 ${theme.space[1]};
    border-radius: 3px;
    background: ${c.brandOnDark};
    color: ${c.ink};
    font-size: ${theme.fontSize.xs};
    font-weight: 700;
    line-height: 1.35;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  &[data-alert] {
    border-color: ${c.sun};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${c.sun} 18%, transparent);
  }
  &[data-alert] > span {
    left: auto;
    right: -1.5px;
    background: ${c.sun};
  }
  /* Phones: only the raised detection keeps its words. */
  @container research-screen (max-width: 420px) {
    &:not([data-alert]) > span {
      display: none;
    }
  }
`

const ZoneTag = styled.span`
  position: absolute;
  right: 3%;
  bottom: 6%;
  padding: 1px ${theme.space[2]};
  border: 1px dashed ${c.sun};
  border-radius: ${theme.radius.pill};
  background: ${c.ink};
  color: ${c.sunOnDark};
  font-size: ${theme.fontSize.xs};
  font-weight: 600;
  white-space: nowrap;
`

const Lower = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @container research-screen (min-width: 460px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`

const Focus = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${c.lineOnDark};
  border-left: 3px solid ${c.sun};
  border-radius: ${theme.radius.md};
  background: ${c.panelOnDark};
  font-size: ${theme.fontSize.xs};
  color: ${c.textOnDarkMuted};
  p {
    margin: 0;
  }
  .kicker {
    font-weight: 700;
    color: ${c.sunOnDark};
  }
  .title {
    margin: ${theme.space[1]} 0;
    font-size: ${theme.fontSize.lg};
    font-weight: 700;
    line-height: 1.25;
    color: ${c.textOnDark};
  }
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
  margin: 0;
  @container research-screen (min-width: 460px) {
    grid-template-columns: none;
  }
  /* The figure above its label (column-reverse), packed to the top so figures line up in a row
     whose labels wrap differently. */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${c.lineOnDark};
    border-radius: ${theme.radius.md};
  }
  dt {
    font-size: ${theme.fontSize.xs};
    line-height: 1.3;
    color: ${c.textOnDarkMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSize.lg};
    font-weight: 800;
    line-height: 1.2;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

function pct(value: number, of: number): string {
  return `${Math.round((value / of) * 1000) / 10}%`
}

function boxStyle(d: Detection): CSSProperties {
  return { left: pct(d.x, W), top: pct(d.y, H), width: pct(d.w, W), height: pct(d.h, H) }
}

function Figures({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <Stats>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </Stats>
  )
}

/**
 * The screen's foot, shared by the camera and exam screens: the flagged item (what, when, what to
 * do about it) beside the product's figures.
 */
function FlaggedLower({
  item,
  stats,
}: {
  item: FlaggedItem
  stats: readonly { label: string; value: string }[]
}) {
  return (
    <Lower>
      <Focus>
        <p className="kicker">{item.kicker}</p>
        <p className="title">{item.title}</p>
        <p>{item.detail}</p>
        <ScreenActions>
          <span>{item.actions[0]}</span>
          <span>{item.actions[1]}</span>
        </ScreenActions>
      </Focus>
      <Figures stats={stats} />
    </Lower>
  )
}

/** A person as the camera sees them at night: a head and a body, pale on navy. */
function Figure({ x, y, h }: { x: number; y: number; h: number }) {
  const r = h * 0.12
  return (
    <g fill={c.textOnDark} fillOpacity="0.28">
      <circle cx={x} cy={y + r} r={r} />
      <rect x={x - r * 1.3} y={y + r * 2.3} width={r * 2.6} height={h - r * 2.3} rx={r} />
    </g>
  )
}

function CameraView({ screen }: { screen: CameraScreen }) {
  return (
    <>
      <Canvas>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
          {/* The yard at night: a warehouse wall, its shutter doors, the floor in perspective. */}
          <rect x="0" y="0" width={W} height="70" fill={c.inkSoft} />
          <g fill={c.panelOnDark} stroke={c.lineOnDark}>
            <rect x="150" y="14" width="60" height="56" />
            <rect x="220" y="14" width="60" height="56" />
          </g>
          <g stroke={c.lineOnDark}>
            {[24, 34, 44, 54, 64].map((y) => (
              <path key={y} d={`M150 ${y}h60M220 ${y}h60`} />
            ))}
            <path d="M0 70H320M0 96H320M0 128H320" />
            <path d="M160 70L40 150M200 70L170 150M240 70L300 150" />
          </g>
          {/* A pickup by the wall. */}
          <g fill={c.textOnDark} fillOpacity="0.2">
            <path d="M26 104V82l14-16h34l8 16h30v22z" />
            <circle cx="46" cy="106" r="7" />
            <circle cx="96" cy="106" r="7" />
          </g>
          <Figure x={153} y={66} h={52} />
          <Figure x={249} y={58} h={50} />
          {/* The restricted zone the site drew, in the warm accent. */}
          <path
            d="M214 70H320V150H200z"
            fill={c.sun}
            fillOpacity="0.08"
            stroke={c.sun}
            strokeOpacity="0.7"
            strokeDasharray="4 3"
          />
        </svg>
        {screen.detections.map((d) => (
          <Box key={d.label} style={boxStyle(d)} data-alert={d.alert ? '' : undefined}>
            <span>{d.label}</span>
          </Box>
        ))}
        <ZoneTag>{screen.zone}</ZoneTag>
      </Canvas>
      <FlaggedLower item={screen.alert} stats={screen.stats} />
    </>
  )
}

/* The exam as the candidate sees it, beside their camera. */
const Exam = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
`

const Paper = styled.div`
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${c.surface};
  color: ${c.textMuted};
  font-size: ${theme.fontSize.xs};
  font-weight: 600;
  /* The progress through the paper. */
  i {
    display: block;
    height: 4px;
    margin: ${theme.space[1]} 0 ${theme.space[3]};
    border-radius: ${theme.radius.pill};
    background:
      linear-gradient(${c.brand}, ${c.brand}) left / var(--progress) 100% no-repeat,
      ${c.surfaceSunk};
  }
  /* The question and its options, as lines of grey. */
  b {
    display: block;
    height: 6px;
    margin-top: ${theme.space[2]};
    border-radius: ${theme.radius.pill};
    background: ${c.border};
  }
  b:first-of-type {
    height: 8px;
    width: 85%;
    background: ${c.ink};
    opacity: 0.75;
  }
  b[data-choice] {
    width: 60%;
    margin-left: 14px;
    position: relative;
  }
  b[data-choice]::before {
    content: '';
    position: absolute;
    left: -14px;
    top: -2px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    border: 1.5px solid ${c.border};
  }
  b[data-picked]::before {
    border-color: ${c.brand};
    background: ${c.brand};
  }
`

const Camera = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${c.lineOnDark};
  border-radius: ${theme.radius.md};
  background: ${c.ink};
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  > span {
    position: absolute;
    left: ${theme.space[2]};
    bottom: ${theme.space[2]};
    padding: 0 ${theme.space[1]};
    border-radius: 3px;
    background: ${c.brandOnDark};
    color: ${c.ink};
    font-size: ${theme.fontSize.xs};
    font-weight: 700;
    white-space: nowrap;
  }
  @container research-screen (max-width: 420px) {
    > span {
      display: none;
    }
  }
`

/* The session as a track, the flagged moments as warm pins with their words above. */
const Track = styled.div`
  position: relative;
  margin-bottom: ${theme.space[3]};
  padding: 2.6rem 0 0;
  font-size: ${theme.fontSize.xs};
  color: ${c.textOnDarkMuted};
  @container research-screen (max-width: 420px) {
    padding-top: ${theme.space[3]};
  }
  > i {
    display: block;
    height: 8px;
    border-radius: ${theme.radius.pill};
    background: ${c.brandOnDark};
    opacity: 0.5;
  }
  > p {
    display: flex;
    justify-content: space-between;
    margin: ${theme.space[1]} 0 0;
    font-variant-numeric: tabular-nums;
  }
`

const Pin = styled.span`
  position: absolute;
  z-index: 1;
  bottom: 1.45rem;
  transform: translateX(-50%);
  display: grid;
  justify-items: center;
  gap: 2px;
  white-space: nowrap;
  color: ${c.sunOnDark};
  font-weight: 600;
  &::after {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${c.sun};
    box-shadow: 0 0 0 3px ${c.cardOnDark};
  }
  /* Alternate rows so neighbouring labels never collide. */
  &:nth-of-type(even) > span {
    margin-bottom: 1.3rem;
  }
  @container research-screen (max-width: 420px) {
    > span {
      display: none;
    }
  }
`

function SessionView({ screen }: { screen: SessionScreen }) {
  return (
    <>
      <Exam>
        <Paper>
          {screen.question.label}
          <i style={{ '--progress': `${screen.question.progress * 100}%` } as CSSProperties} />
          <b />
          <b style={{ width: '55%' }} />
          <b data-choice="" />
          <b data-choice="" data-picked="" />
          <b data-choice="" />
        </Paper>
        <Camera>
          <svg viewBox="0 0 120 110" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
            <g fill={c.textOnDark} fillOpacity="0.26">
              <circle cx="60" cy="46" r="19" />
              <path d="M22 110c2-26 18-38 38-38s36 12 38 38z" />
            </g>
            <rect
              x="36"
              y="20"
              width="48"
              height="54"
              rx="4"
              fill="none"
              stroke={c.brandOnDark}
              strokeWidth="1.5"
              strokeDasharray="5 3"
            />
          </svg>
          <span>{screen.identity}</span>
        </Camera>
      </Exam>
      <Track>
        {screen.flags.map((f) => (
          <Pin key={f.label} style={{ left: `${f.at * 100}%` }}>
            <span>
              {f.label} · {f.time}
            </span>
          </Pin>
        ))}
        <i />
        <p>
          <span>{screen.span[0]}</span>
          <span>{screen.span[1]}</span>
        </p>
      </Track>
      <FlaggedLower item={screen.review} stats={screen.stats} />
    </>
  )
}

/* The guard's log: each message, the verdict, the rule that decided it and the time it took. */
const Log = styled.ol`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.xs};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space[2]} ${theme.space[3]};
    padding: ${theme.space[3]};
    border: 1px solid ${c.lineOnDark};
    border-radius: ${theme.radius.md};
    background: ${c.panelOnDark};
    color: ${c.textOnDarkMuted};
  }
  li[data-verdict='Blocked'] {
    border-left: 3px solid ${c.sun};
  }
  q {
    display: block;
    margin-top: 2px;
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    color: ${c.textOnDark};
    quotes: none;
  }
  /* A blacked-out passage: the words' width, no words. */
  mark {
    border-radius: 2px;
    background: ${c.textOnDarkMuted};
    color: transparent;
  }
  .verdict {
    align-self: start;
    padding: 1px ${theme.space[2]};
    border-radius: ${theme.radius.pill};
    font-weight: 800;
    background: ${c.brandOnDark};
    color: ${c.ink};
  }
  li[data-verdict='Blocked'] .verdict {
    background: ${c.sun};
  }
  li[data-verdict='Redacted'] .verdict {
    background: none;
    box-shadow: inset 0 0 0 1.5px ${c.sunOnDark};
    color: ${c.sunOnDark};
  }
  .rule {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding-top: ${theme.space[2]};
    border-top: 1px solid ${c.lineOnDark};
    font-variant-numeric: tabular-nums;
  }
  .rule b {
    color: ${c.textOnDark};
  }
`

function GuardView({ screen }: { screen: GuardScreen }) {
  return (
    <>
      <Log>
        {screen.checks.map((check) => {
          const [before, after] = check.redacted
            ? check.text.split(check.redacted)
            : [check.text, undefined]
          return (
            <li key={check.text} data-verdict={check.verdict}>
              <div>
                {check.direction}
                <q>
                  {before}
                  {check.redacted && <mark>{check.redacted}</mark>}
                  {after}
                </q>
              </div>
              <span className="verdict">{check.verdict}</span>
              <span className="rule">
                <b>{check.rule}</b>
                <span>{check.ms} ms</span>
              </span>
            </li>
          )
        })}
      </Log>
      <Stats>
        {screen.stats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </Stats>
    </>
  )
}

const GuardStats = styled.div`
  /* The guard has no focus card: its three figures stay in one row at every width. */
  dl {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

export function ResearchScreen({
  screen,
  status,
  meta,
  seed,
}: {
  screen: ResearchScreenData
  /** The product's status, stamped on the screen ("Retired"). */
  status: string
  /** The title bar's figure ("Launched 2022"). */
  meta: string
  seed: string
}) {
  return (
    <Screen data-research-screen={screen.kind}>
      <OpeningPanel title={screen.title} meta={meta} seed={seed} decorative>
        <Caption>
          <span>{screen.caption}</span>
          <Stamp>{status}</Stamp>
        </Caption>
        {screen.kind === 'camera' && <CameraView screen={screen} />}
        {screen.kind === 'session' && <SessionView screen={screen} />}
        {screen.kind === 'guard' && (
          <GuardStats>
            <GuardView screen={screen} />
          </GuardStats>
        )}
      </OpeningPanel>
    </Screen>
  )
}
