import styled, { keyframes } from 'styled-components'
import { media, theme } from '../../theme/tokens'
import { Kontua } from '../../ui/Motif'
import { heroVisual as copy } from './homeCopy'

const draw = keyframes`
  from { stroke-dashoffset: 1; }
  to { stroke-dashoffset: 0; }
`
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`
const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 ${theme.color.pulseOnDark}; }
  50% { box-shadow: 0 0 0 6px transparent; }
`

/**
 * The composition: a grid of cards over a dot grid and contour lines. Phones see the metric beside
 * the annotated street (the wider of the two, so the drawing and its labels read) and the language
 * card under them; the pipeline joins from 480 px. Below 1024 px the cards start on the text's left
 * edge (the dot grid runs out to the right); on a tablet they take the whole width, three a row
 * under the pipeline. From 1024 px they sit beside the title.
 */
const Stack = styled.div`
  position: relative;
  isolation: isolate;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.45fr);
  grid-template-areas:
    'metric vision'
    'language language';
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background-image: ${({ theme }) => theme.pattern.dotGrid};
  background-size: ${({ theme }) => theme.pattern.dotGridSize};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  [data-hero-card='pipeline'] {
    display: none;
  }
  ${media.sm} {
    grid-template-areas:
      'pipeline pipeline'
      'metric vision'
      'language language';
    [data-hero-card='pipeline'] {
      display: flex;
    }
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1fr);
    grid-template-areas:
      'pipeline pipeline pipeline'
      'metric vision language';
    gap: ${({ theme }) => theme.space[4]};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
    grid-template-areas:
      'pipeline pipeline'
      'metric vision'
      'language language';
    padding: ${({ theme }) => theme.space[5]};
    margin-right: -${({ theme }) => theme.space[4]};
  }
`

const Panel = styled.div<{ $area: string }>`
  position: relative;
  grid-area: ${({ $area }) => $area};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.cardOnDark};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[4]};
  }
  ${media.motionOk} {
    animation: ${appear} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease}
      both;
  }
`

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDark};
`

/** Identifiers and scores: the site font with tabular figures (no system monospace). */
const Mono = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.01em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  color: ${({ theme }) => theme.color.brandOnDark};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
    ${media.motionOk} {
      animation: ${pulse} 2s ease-in-out 3;
    }
  }
`

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textOnDark};
    font-weight: 600;
  }
  li::before {
    content: '';
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  li:last-child::before {
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.brandOnDark} 60%,
      ${({ theme }) => theme.color.lineOnDark} 60%
    );
  }
`

const Figure = styled.span`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.textOnDark};
  font-variant-numeric: tabular-nums;
`

const Change = styled.span`
  color: ${({ theme }) => theme.color.brandOnDark};
  font-weight: 600;
`

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.color.brandOnDark};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
    stroke-dasharray: 1;
    ${media.motionOk} {
      animation: ${draw} 1.6s ${({ theme }) => theme.motion.ease} 0.3s both;
    }
  }
  .area {
    fill: ${({ theme }) => theme.color.brandOnDark};
    opacity: 0.12;
  }
  .last {
    fill: ${({ theme }) => theme.color.brandOnDark};
  }
`

const Scene = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  /* The street in the portraits' line style, on the dark panel: light ink strokes over flat shapes
     (filled in the sky's and the road's colours, so it is listed before them). */
  .art {
    fill: none;
    stroke: ${({ theme }) => theme.color.textOnDarkMuted};
    stroke-linecap: round;
  }
  .a {
    fill: ${({ theme }) => theme.color.brandOnDark};
  }
  .b {
    fill: ${({ theme }) => theme.color.sunOnDark};
  }
  .sky {
    fill: ${({ theme }) => theme.color.ink};
  }
  .road {
    fill: ${({ theme }) => theme.color.inkSoft};
  }
  .lane {
    stroke: ${({ theme }) => theme.color.textOnDarkMuted};
    stroke-dasharray: 6 6;
    opacity: 0.4;
  }
  .box {
    fill: none;
    stroke: ${({ theme }) => theme.color.brandOnDark};
    stroke-width: 1.5;
  }
  .box.highlight {
    stroke: ${({ theme }) => theme.color.sun};
  }
  .tag {
    fill: ${({ theme }) => theme.color.brandOnDark};
  }
  .tag.highlight {
    fill: ${({ theme }) => theme.color.sun};
  }
  /* 11 units: the scene is drawn at 1.07 scale or more at every width (12 px on a 375 px phone,
     15 px at 1280), so its labels are the class names alone, no scores: fewer words, not smaller. */
  text {
    font-family: inherit;
    font-size: 11px;
    font-weight: 700;
    fill: ${({ theme }) => theme.color.ink};
  }
  ${media.motionOk} {
    .detection {
      animation: ${appear} ${({ theme }) => theme.motion.slow} ease-out both;
    }
    .detection:nth-of-type(1) {
      animation-delay: 0.6s;
    }
    .detection:nth-of-type(2) {
      animation-delay: 0.9s;
    }
  }
`

const Sentence = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDark};
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const Chip = styled.span<{ $strong?: boolean }>`
  padding: 0.1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-weight: 600;
  color: ${({ theme, $strong }) => ($strong ? theme.color.ink : theme.color.textOnDark)};
  background: ${({ theme, $strong }) => ($strong ? theme.color.brandOnDark : 'transparent')};
`

/** Contour lines behind the cards, fading out before the edges of the box. */
const Contours = styled(Kontua)`
  z-index: -1;
  color: ${({ theme }) => theme.color.lineOnDark};
  mask-image: radial-gradient(closest-side, black 70%, transparent);
`

const WIDTH = 160
const HEIGHT = 56

/** The precision series as an SVG polyline and the area under it. */
function sparkline(series: readonly number[]) {
  const min = Math.min(...series) - 0.02
  const max = Math.max(...series) + 0.01
  const points = series.map((v, i) => {
    const x = (i / (series.length - 1)) * WIDTH
    const y = HEIGHT - ((v - min) / (max - min)) * HEIGHT
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const
  })
  const line = points.map(([x, y]) => `${x},${y}`).join(' ')
  const last = points[points.length - 1] ?? [WIDTH, 0]
  return { line, area: `0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}`, last }
}

/**
 * Beside the hero title: four small pieces of the firm's work — a release pipeline, a model metric,
 * an annotated street scene and a Swahili sentence with its detected intent. Decorative: all of it is
 * `aria-hidden`, drawn in CSS and inline SVG in the page font, and its box is fixed by CSS before
 * any script runs (no layout shift, no image to wait for).
 */
export function HeroVisual() {
  const { line, area, last } = sparkline(copy.metric.series)
  const [first, second] = copy.vision.boxes
  return (
    <Stack aria-hidden="true" data-hero-visual>
      <Contours seed="msingi-hero" at={{ x: 70, y: 60 }} rings={7} />

      <Panel $area="pipeline" data-hero-card="pipeline">
        <PanelHead>
          <Mono>{copy.pipeline.title}</Mono>
          <Live>{copy.pipeline.live}</Live>
        </PanelHead>
        <Steps>
          {copy.pipeline.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
        <span>{copy.pipeline.status}</span>
      </Panel>

      <Panel $area="metric" data-hero-card="metric">
        <span>{copy.metric.label}</span>
        <Figure>{copy.metric.value}</Figure>
        <Chart viewBox={`0 0 ${WIDTH} ${HEIGHT}`} focusable="false">
          <polygon className="area" points={area} />
          <polyline className="line" points={line} pathLength={1} />
          <circle className="last" cx={last[0]} cy={last[1]} r="3.5" />
        </Chart>
        <Change>{copy.metric.change}</Change>
      </Panel>

      <Panel $area="vision" data-hero-card="vision">
        <span>{copy.vision.label}</span>
        <Scene viewBox="0 0 160 120" focusable="false">
          <rect className="sky" width="160" height="120" />
          <rect className="road" y="70" width="160" height="50" />
          <line className="lane" x1="0" y1="96" x2="160" y2="96" />
          {/* A Dar es Salaam street drawn in light ink lines: a duka with a sign and a striped awning,
              a two-storey block, a power pole, a woman in a kanga and a kiosk; a bajaji (canopy,
              open sides, one front wheel, two rear) and a pikipiki with its rider. */}
          <g className="art">
            <path d="M0 70h160M104 70V14m-6 5h12M0 22q52 9 104-3t56 4" />
            <path className="road" d="M4 70V28h38v42zm42 0V14h32v56zm70 0V40l20-5 20 5v30z" />
            <path className="a" d="M8 31h30v8H8zm114 10h28v6h-28z" />
            <path className="b" d="M4 44h38l3 7H1zm4 0l-1 7m9-7v7m8-7v7m8-7v7m8-7l1 7" />
            <path
              className="sky"
              d="M8 54h30v16H8zm42-34h10v8H50zm14 0h10v8H64zm56 29h32v10h-32z"
            />
            <path d="M11 62h24m11-26h32m40 20h36" />
            <circle className="road" cx="91" cy="49" r="3" />
            <path className="b" d="M88 54h6l3 16h-12zm-1 8h8" />
            <circle className="road" cx="73" cy="106" r="5" />
            <circle className="road" cx="32" cy="106" r="5" />
            <circle className="road" cx="68" cy="106" r="5" />
            <path className="a" d="M33 87q0-12 12-12h28q5 0 5 5v4H37l-2 3z" />
            <path className="road" d="M27 104l2-10h7l1 6h19v-8q0-8 8-8h14v20z" />
            <path d="M35 87l-4 7m15-10v16m-6 0v-6h5" />
            <circle className="b" cx="30" cy="98" r="1.5" />
            <circle className="road" cx="106" cy="107" r="6" />
            <circle className="road" cx="137" cy="107" r="6" />
            <path d="M106 107l12-4m19 4l-5-17m-3-1 5 1m-35 15q2-6 10-6" />
            <path className="sky" d="M116 99h10v6h-10z" />
            <path className="a" d="M120 98q1-5 9-5l2 5z" />
            <path strokeWidth="3" d="M108 96h12m-3-2l3-8" />
            <circle className="road" cx="120" cy="81" r="3" />
            <path d="M120 88l11 2m-14 5l7 3-2 6" />
          </g>
          {first && (
            <g className="detection">
              <rect className="box highlight" x="24" y="72" width="56" height="42" rx="2" />
              <rect className="tag highlight" x="24" y="57" width="38" height="15" rx="2" />
              <text x="28" y="68">
                {first.label}
              </text>
            </g>
          )}
          {second && (
            <g className="detection">
              <rect className="box" x="98" y="76" width="46" height="38" rx="2" />
              <rect className="tag" x="98" y="61" width="48" height="15" rx="2" />
              <text x="102" y="72">
                {second.label}
              </text>
            </g>
          )}
        </Scene>
      </Panel>

      <Panel $area="language" data-hero-card="language">
        <Chips>
          <Chip>{copy.language.lang}</Chip>
          <Sentence>{copy.language.text}</Sentence>
        </Chips>
        <span>{copy.language.gloss}</span>
        <Chips>
          <Chip $strong>{copy.language.intent}</Chip>
          <Mono>{copy.language.confidence}</Mono>
        </Chips>
      </Panel>
    </Stack>
  )
}
