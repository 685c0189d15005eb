import styled from 'styled-components'
import { mlops } from './homeCopy'

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  .stage {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.brand};
    stroke-width: 2;
  }
  .label {
    fill: ${({ theme }) => theme.color.ink};
    font-family: ${({ theme }) => theme.font.body};
    /* 20 units: at least 11 px on a 375 px phone, where the diagram is drawn at 0.6 scale. */
    font-size: 20px;
    font-weight: 700;
  }
  .glyph {
    fill: none;
    stroke: ${({ theme }) => theme.color.brandStrong};
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .dot {
    fill: ${({ theme }) => theme.color.accent};
  }
  .arrow {
    fill: none;
    stroke: ${({ theme }) => theme.color.accent};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`

const STAGE_W = 150
const STAGE_H = 150
const GAP = 70
const ORIGIN = (i: number) => i * (STAGE_W + GAP)

/** The glyph above each stage's label: a database, a three-node network, an upward arrow. */
function Glyph({ stage, x }: { stage: number; x: number }) {
  const cx = x + STAGE_W / 2
  if (stage === 0)
    return (
      <path
        className="glyph"
        d={`M${cx - 26} 36a26 8 0 0 0 52 0a26 8 0 0 0-52 0v36a26 8 0 0 0 52 0V36`}
      />
    )
  if (stage === 1)
    return (
      <g>
        <path className="glyph" d={`M${cx - 24} 70 ${cx} 30l24 40z`} />
        <circle className="dot" cx={cx} cy={30} r={7} />
        <circle className="dot" cx={cx - 24} cy={70} r={7} />
        <circle className="dot" cx={cx + 24} cy={70} r={7} />
      </g>
    )
  return <path className="glyph" d={`M${cx} 82V28m-20 20 20-20 20 20`} />
}

/**
 * Dataset → Model → Deploy, drawn in SVG with real text labels (readable, translatable, crisp at any
 * size). The figure is named by its title and described for screen readers.
 */
export function PipelineDiagram() {
  const { diagram } = mlops
  const width = ORIGIN(diagram.stages.length - 1) + STAGE_W
  return (
    <Svg
      viewBox={`-2 -2 ${width + 4} ${STAGE_H + 4}`}
      role="img"
      aria-labelledby="pipeline-diagram-title pipeline-diagram-desc"
    >
      <title id="pipeline-diagram-title">{diagram.title}</title>
      <desc id="pipeline-diagram-desc">{diagram.description}</desc>
      {diagram.stages.map((label, i) => {
        const x = ORIGIN(i)
        return (
          <g key={label}>
            <rect className="stage" x={x} y={0} width={STAGE_W} height={STAGE_H} rx={18} />
            <Glyph stage={i} x={x} />
            <text className="label" x={x + STAGE_W / 2} y={124} textAnchor="middle">
              {label}
            </text>
            {i < diagram.stages.length - 1 && (
              <path
                className="arrow"
                d={`M${x + STAGE_W + 10} ${STAGE_H / 2}h${GAP - 20}m-10 -9l10 9-10 9`}
              />
            )}
          </g>
        )
      })}
    </Svg>
  )
}
