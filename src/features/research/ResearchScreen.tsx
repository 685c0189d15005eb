import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import type {
  CameraFeed,
  CameraScreen,
  ChatScreen,
  Detection,
  ResearchScreenData,
  SessionScreen,
} from './researchScreens'

/**
 * A research page's framed window: one archived screen of the retired product at work
 * (researchScreens.ts), a dark window laid on the spec sheet's paper. Each product is drawn as its
 * own kind of screen, not one layout with other data: SuraSoft as a control room's wall of cameras,
 * AI Proctoring as an exam session with its flagged clips, Askari LLM as a guarded chat transcript
 * with its citations. A stamp in the title bar says plainly that the product is retired. Its words
 * are HTML in the page's font, never below 13 px, and the whole is hidden from assistive
 * technology: the tagline and overview say it in prose. Plain HTML, SVG and CSS: no script.
 */

const c = theme.color

const Frame = styled.div`
  container: research-screen / inline-size;
  overflow: hidden;
  border: 1px solid ${c.ink};
  border-radius: ${theme.radius.lg};
  background: ${c.cardOnDark};
  box-shadow: ${theme.shadow.lg};
  color: ${c.textOnDark};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-bottom: 1px solid ${c.lineOnDark};
  background: ${c.ink};
  font-size: ${theme.fontSize.xs};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
  > span:first-child {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  > span:nth-child(2) {
    margin-left: auto;
    flex: none;
    color: ${c.brandOnDark};
    font-variant-numeric: tabular-nums;
    @container research-screen (max-width: 420px) {
      display: none;
    }
  }
`

/* The archive's stamp on the window: an outlined word, slightly askew like a rubber stamp on a file,
   in the window's own light ink: the spec sheet above carries the page's one warm stamp. */
const Stamp = styled.span`
  flex: none;
  margin-left: auto;
  padding: 0 ${theme.space[2]};
  border: 1.5px solid ${c.textOnDarkMuted};
  border-radius: ${theme.radius.sm};
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${c.textOnDarkMuted};
  transform: rotate(-3deg);
  span + & {
    margin-left: 0;
  }
`

const Body = styled.div`
  padding: ${theme.space[4]};
  font-size: ${theme.fontSize.xs};
`

const Caption = styled.p`
  margin: 0 0 ${theme.space[3]};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`

function pct(value: number, of: number): string {
  return `${Math.round((value / of) * 1000) / 10}%`
}

/* ---------------------------------------------------------------- SuraSoft: a wall of cameras */

const FW = 160
const FH = 90

/* The wall: the camera that raised the event large, the quiet ones beside it (under it on phones). */
const Wall = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
  > :first-child {
    grid-column: 1 / -1;
  }
  @container research-screen (min-width: 520px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
    grid-template-rows: repeat(3, auto);
    align-items: start;
    > :first-child {
      grid-column: 1;
      grid-row: 1 / span 3;
    }
  }
`

const Feed = styled.div`
  position: relative;
  margin: 0;
  overflow: hidden;
  aspect-ratio: ${FW} / ${FH};
  border: 1px solid ${c.lineOnDark};
  border-radius: ${theme.radius.sm};
  background: ${c.ink};
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  &[data-alert] {
    border-color: ${c.sun};
  }
`

/* A feed's label: its camera, and on the large feed where it looks. */
const FeedLabel = styled.span`
  position: absolute;
  left: ${theme.space[1]};
  top: ${theme.space[1]};
  padding: 0 ${theme.space[1]};
  border-radius: 3px;
  background: ${c.ink};
  color: ${c.textOnDarkMuted};
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  b {
    font-weight: 600;
  }
  /* The small feeds name only their camera. */
  ${Feed}:not(:first-child) & b {
    display: none;
  }
`

/* A detection: its box on the frame; the raised one keeps its words on the box's top edge. */
const Box = styled.span`
  position: absolute;
  border: 1.5px solid ${c.brandOnDark};
  border-radius: 3px;
  > span {
    position: absolute;
    bottom: 100%;
    right: -1.5px;
    margin-bottom: 2px;
    padding: 0 ${theme.space[1]};
    border-radius: 3px;
    background: ${c.sun};
    color: ${c.ink};
    font-weight: 700;
    line-height: 1.35;
    white-space: nowrap;
  }
  &[data-alert] {
    border-color: ${c.sun};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${c.sun} 22%, transparent);
  }
  ${Feed}:not(:first-child) & > span {
    display: none;
  }
`

/* The event as one line of the console's log, under the wall. */
const EventLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[2]};
  margin: ${theme.space[3]} 0 0;
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${c.lineOnDark};
  color: ${c.textOnDarkMuted};
  time {
    color: ${c.sunOnDark};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  b {
    color: ${c.textOnDark};
    font-size: ${theme.fontSize.sm};
  }
  > span {
    flex-basis: 100%;
  }
`

/** What a camera looks at, in a few flat shapes. */
function Scene({ scene }: { scene: CameraFeed['scene'] }) {
  const line = { stroke: c.lineOnDark, fill: 'none' }
  switch (scene) {
    case 'yard':
      return (
        <>
          <rect x="0" y="0" width={FW} height="44" fill={c.inkSoft} />
          <g fill={c.panelOnDark} stroke={c.lineOnDark}>
            <rect x="78" y="8" width="32" height="36" />
            <rect x="116" y="8" width="32" height="36" />
          </g>
          <path d="M78 16h32M78 24h32M78 32h32M116 16h32M116 24h32M116 32h32M0 44H160" {...line} />
          <path d="M80 44L20 90M104 44L92 90M128 44L150 90" {...line} />
        </>
      )
    case 'gate':
      return (
        <>
          <rect x="0" y="0" width={FW} height="36" fill={c.inkSoft} />
          <path d="M0 36H160M70 36L30 90M90 36L130 90" {...line} />
          <g fill={c.textOnDark} fillOpacity="0.25">
            <rect x="112" y="22" width="6" height="40" />
          </g>
          <path d="M118 30H158" stroke={c.sunOnDark} strokeOpacity="0.6" strokeWidth="3" />
        </>
      )
    case 'store':
      return (
        <g fill={c.panelOnDark} stroke={c.lineOnDark}>
          {[16, 60, 104].map((x) => (
            <g key={x}>
              <rect x={x} y="10" width="40" height="70" />
              <path d={`M${x} 28h40M${x} 46h40M${x} 64h40`} />
            </g>
          ))}
        </g>
      )
    case 'fence':
      return (
        <>
          <rect x="0" y="0" width={FW} height="50" fill={c.inkSoft} />
          <path d="M0 50H160" {...line} />
          <g stroke={c.lineOnDark}>
            {Array.from({ length: 9 }, (_, i) => (
              <path key={i} d={`M${8 + i * 18} 22V56`} />
            ))}
            <path d="M0 28H160M0 40H160" />
          </g>
        </>
      )
  }
}

/** What the model saw inside a box: a person or a vehicle, pale on navy. */
function Seen({ d }: { d: Detection }) {
  if (d.label.startsWith('Vehicle'))
    return (
      <g fill={c.textOnDark} fillOpacity="0.22">
        <path
          d={`M${d.x + 4} ${d.y + d.h - 8}v-${d.h * 0.4}l${d.w * 0.18} -${d.h * 0.3}h${d.w * 0.45}l${d.w * 0.12} ${d.h * 0.3}h${d.w * 0.17}v${d.h * 0.4}z`}
        />
        <circle cx={d.x + d.w * 0.25} cy={d.y + d.h - 7} r="4" />
        <circle cx={d.x + d.w * 0.75} cy={d.y + d.h - 7} r="4" />
      </g>
    )
  const r = d.w * 0.28
  const cx = d.x + d.w / 2
  return (
    <g fill={c.textOnDark} fillOpacity="0.3">
      <circle cx={cx} cy={d.y + 3 + r} r={r} />
      <rect
        x={cx - r * 1.3}
        y={d.y + 4 + r * 2.2}
        width={r * 2.6}
        height={d.h - 6 - r * 2.2}
        rx={r}
      />
    </g>
  )
}

function boxStyle(d: Detection): CSSProperties {
  return { left: pct(d.x, FW), top: pct(d.y, FH), width: pct(d.w, FW), height: pct(d.h, FH) }
}

function CameraView({ screen }: { screen: CameraScreen }) {
  // The camera that raised the event leads the wall.
  const raised = (f: CameraFeed) => f.detections.some((d) => d.alert)
  const feeds = [...screen.feeds.filter(raised), ...screen.feeds.filter((f) => !raised(f))]
  return (
    <>
      <Wall>
        {feeds.map((f) => (
          <Feed key={f.id} data-alert={raised(f) ? '' : undefined}>
            <svg viewBox={`0 0 ${FW} ${FH}`} preserveAspectRatio="none" aria-hidden="true">
              <Scene scene={f.scene} />
              {f.zone && (
                <path
                  d={f.zone}
                  fill={c.sun}
                  fillOpacity="0.1"
                  stroke={c.sun}
                  strokeOpacity="0.7"
                  strokeDasharray="3 2"
                />
              )}
              {f.detections.map((d) => (
                <Seen key={d.label} d={d} />
              ))}
            </svg>
            {f.detections.map((d) => (
              <Box key={d.label} style={boxStyle(d)} data-alert={d.alert ? '' : undefined}>
                {d.alert && <span>{d.label}</span>}
              </Box>
            ))}
            <FeedLabel>
              {f.id} <b>· {f.place}</b>
            </FeedLabel>
          </Feed>
        ))}
      </Wall>
      <EventLine>
        <time>{screen.event.time}</time>
        <b>{screen.event.text}</b>
        <span>{screen.event.sent}</span>
      </EventLine>
    </>
  )
}

/* ------------------------------------------------ AI Proctoring: a session and its flagged clips */

/* The exam as the candidate sees it, beside their camera. */
const Exam = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  @container research-screen (min-width: 560px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
`

const Paper = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${c.surface};
  color: ${c.textMuted};
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
  /* The paper's foot: the time left, and the pictured button to the next question. */
  > span {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    margin-top: auto;
    padding-top: ${theme.space[3]};
    font-variant-numeric: tabular-nums;
  }
  > span > span {
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radius.sm};
    background: ${c.brand};
    color: ${c.onBrand};
  }
  @container research-screen (max-width: 420px) {
    > span {
      display: none;
    }
  }
`

const Webcam = styled.div`
  position: relative;
  align-self: start;
  aspect-ratio: 4 / 3.4;
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
    font-weight: 700;
    white-space: nowrap;
  }
  @container research-screen (max-width: 420px) {
    > span {
      display: none;
    }
  }
`

/* The session as a track, the flagged moments as numbered warm pins. */
const Track = styled.div`
  position: relative;
  margin: ${theme.space[2]} 0 ${theme.space[3]};
  color: ${c.textOnDarkMuted};
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
  top: -6px;
  transform: translateX(-50%);
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${c.sun};
  box-shadow: 0 0 0 3px ${c.cardOnDark};
  color: ${c.ink};
  font-weight: 800;
  line-height: 1;
`

/* The flagged moments as clips: a still of the candidate, its number, what was seen, when. */
const Clips = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space[1]};
    align-content: start;
    color: ${c.textOnDark};
    font-weight: 600;
    line-height: 1.3;
  }
  svg {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 1px solid ${c.lineOnDark};
    border-radius: ${theme.radius.sm};
    background: ${c.ink};
  }
  /* Wide windows: the still beside its words. */
  @container research-screen (min-width: 560px) {
    li {
      grid-template-columns: 5.5rem minmax(0, 1fr);
      align-items: center;
      gap: ${theme.space[2]};
    }
  }
  small {
    font-size: inherit;
    font-weight: 400;
    color: ${c.textOnDarkMuted};
    font-variant-numeric: tabular-nums;
  }
`

const Decision = styled.p`
  margin: ${theme.space[3]} 0 0;
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${c.lineOnDark};
  color: ${c.textOnDarkMuted};
`

/** A still of a flagged moment: the candidate, and what was flagged drawn in the warm accent. */
function Still({ n }: { n: number }) {
  return (
    <svg viewBox="0 0 64 36" aria-hidden="true">
      <g fill={c.textOnDark} fillOpacity="0.26">
        <circle cx={n === 2 ? 26 : 32} cy="15" r="7" />
        <path d={`M${n === 2 ? 12 : 18} 36c1-9 6-13 14-13s13 4 14 13z`} />
      </g>
      {n === 1 && (
        <g fill={c.sun} fillOpacity="0.5">
          <circle cx="52" cy="14" r="5" />
          <path d="M44 36c1-7 4-10 8-10s7 3 8 10z" />
        </g>
      )}
      {n === 2 && <path d="M18 15h-8" stroke={c.sun} strokeWidth="2" strokeLinecap="round" />}
      {n === 3 && <rect x="44" y="6" width="16" height="11" rx="1.5" fill="none" stroke={c.sun} />}
    </svg>
  )
}

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
          <span>
            {screen.timeLeft}
            <span>{screen.next}</span>
          </span>
        </Paper>
        <Webcam>
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
        </Webcam>
      </Exam>
      <Track>
        {screen.flags.map((f, i) => (
          <Pin key={f.label} style={{ left: `${f.at * 100}%` }}>
            {i + 1}
          </Pin>
        ))}
        <i />
        <p>
          <span>{screen.span[0]}</span>
          <span>{screen.span[1]}</span>
        </p>
      </Track>
      <Clips>
        {screen.flags.map((f, i) => (
          <li key={f.label}>
            <Still n={i + 1} />
            <span>
              {i + 1}. {f.label} <small>{f.time}</small>
            </span>
          </li>
        ))}
      </Clips>
      <Decision>{screen.decision}</Decision>
    </>
  )
}

/* ------------------------------------------------- Askari LLM: a guarded chat and its sources */

const Transcript = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    justify-items: start;
    gap: ${theme.space[1]};
    max-width: 85%;
  }
  li[data-from='customer'] {
    justify-self: end;
    justify-items: end;
  }
  q {
    display: block;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radius.md} ${theme.radius.md} ${theme.radius.md} 2px;
    background: ${c.panelOnDark};
    border: 1px solid ${c.lineOnDark};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    color: ${c.textOnDark};
    quotes: none;
  }
  li[data-from='customer'] q {
    border-radius: ${theme.radius.md} ${theme.radius.md} 2px ${theme.radius.md};
    background: ${c.inkSoft};
  }
  li[data-verdict='Blocked'] q {
    color: ${c.textOnDarkMuted};
    text-decoration: line-through;
    text-decoration-color: ${c.sun};
  }
  /* A blacked-out passage: the words' width, no words. */
  mark {
    border-radius: 2px;
    background: ${c.textOnDarkMuted};
    color: transparent;
  }
  sup {
    margin-left: 2px;
    color: ${c.brandOnDark};
    font-size: ${theme.fontSize.xs};
    vertical-align: super;
    line-height: 0;
  }
`

/* The guard's verdict under a turn: the verdict, the rule, the time it took. */
const Verdict = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
  color: ${c.textOnDarkMuted};
  > b {
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radius.pill};
    background: ${c.brandOnDark};
    color: ${c.ink};
    font-weight: 800;
  }
  &[data-verdict='Blocked'] > b {
    background: ${c.sun};
  }
  &[data-verdict='Redacted'] > b {
    background: none;
    box-shadow: inset 0 0 0 1.5px ${c.sunOnDark};
    color: ${c.sunOnDark};
  }
`

const Sources = styled.ol`
  margin: ${theme.space[3]} 0 0;
  padding: ${theme.space[3]} 0 0;
  border-top: 1px solid ${c.lineOnDark};
  list-style: none;
  color: ${c.textOnDarkMuted};
  b {
    color: ${c.brandOnDark};
  }
`

function ChatView({ screen }: { screen: ChatScreen }) {
  return (
    <>
      <Transcript>
        {screen.turns.map((turn) => {
          const [before, after] = turn.redacted
            ? turn.text.split(turn.redacted)
            : [turn.text, undefined]
          return (
            <li key={turn.text} data-from={turn.from} data-verdict={turn.guard.verdict}>
              <q>
                {before}
                {turn.redacted && <mark>{turn.redacted}</mark>}
                {after}
                {turn.cites !== undefined && <sup>[{turn.cites}]</sup>}
              </q>
              <Verdict data-verdict={turn.guard.verdict}>
                <b>{turn.guard.verdict}</b>
                {turn.guard.rule} · {turn.guard.ms} ms
              </Verdict>
            </li>
          )
        })}
      </Transcript>
      <Sources>
        {screen.sources.map((s) => (
          <li key={s.n}>
            <b>[{s.n}]</b> {s.title}
          </li>
        ))}
      </Sources>
    </>
  )
}

function View({ screen }: { screen: ResearchScreenData }) {
  switch (screen.kind) {
    case 'cameras':
      return <CameraView screen={screen} />
    case 'session':
      return <SessionView screen={screen} />
    case 'chat':
      return <ChatView screen={screen} />
  }
}

export function ResearchScreen({
  screen,
  status,
  meta,
}: {
  screen: ResearchScreenData
  /** The product's status, stamped on the window ("Retired"). */
  status: string
  /** The title bar's figure ("Launched 2022"). */
  meta: string
}) {
  return (
    <Frame aria-hidden="true" data-research-screen={screen.kind}>
      <Bar>
        <span>{screen.title}</span>
        <span>{meta}</span>
        <Stamp>{status}</Stamp>
      </Bar>
      <Body>
        <Caption>{screen.caption}</Caption>
        <View screen={screen} />
      </Body>
    </Frame>
  )
}
