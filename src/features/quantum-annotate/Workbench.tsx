import styled from 'styled-components'
import { MockChip, MockLabel, MockWell, MockWindow } from '../offerings/Mock'

/**
 * Quantum Annotate's signature: one workbench, four kinds of data, each labelled the way its model
 * needs it: entities in a Swahili payment message, boxes in a street photo, speaker turns in a call,
 * a tracked object across video frames. The scenes are shapes (no text in the SVG); every word is
 * page text, so nothing shrinks below the page's small print on a phone.
 */
const Panes = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[3]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Pane = styled(MockWell)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[3]};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`

const Chips = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
`

const Sentence = styled.p`
  margin: 0;
  line-height: 2;
  mark {
    padding: 0.1em 0.3em;
    border-radius: 4px;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.brandOnDark};
    font-weight: 700;
    white-space: nowrap;
  }
  mark + mark,
  mark[data-warm] {
    background: ${({ theme }) => theme.color.sunOnDark};
  }
`

const Gloss = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/** Colours of the drawn scenes, read from the page (currentColor and CSS custom properties). */
const Scene = styled.svg`
  --shape: ${({ theme }) => theme.color.textOnDarkMuted};
  --box: ${({ theme }) => theme.color.brandOnDark};
  --warm: ${({ theme }) => theme.color.sun};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.ink};
`

function StreetPhoto() {
  return (
    <Scene viewBox="0 0 160 96">
      <rect x="0" y="66" width="160" height="30" fill="var(--shape)" opacity="0.18" />
      <rect x="8" y="18" width="36" height="48" fill="var(--shape)" opacity="0.22" />
      <rect x="118" y="10" width="36" height="56" fill="var(--shape)" opacity="0.22" />
      {/* A bajaji: body, roof and wheels. */}
      <path d="M54 70V50a10 10 0 0 1 10-10h22l10 14v16Z" fill="var(--shape)" opacity="0.6" />
      <circle cx="62" cy="72" r="5" fill="var(--shape)" opacity="0.8" />
      <circle cx="90" cy="72" r="5" fill="var(--shape)" opacity="0.8" />
      {/* A pedestrian. */}
      <circle cx="112" cy="46" r="4" fill="var(--shape)" opacity="0.7" />
      <path d="M108 52h8v20h-8Z" fill="var(--shape)" opacity="0.7" />
      <rect x="50" y="36" width="50" height="42" fill="none" stroke="var(--box)" strokeWidth="2" />
      <rect
        x="105"
        y="39"
        width="14"
        height="36"
        fill="none"
        stroke="var(--warm)"
        strokeWidth="2"
      />
    </Scene>
  )
}

/** A waveform of bars; two speaker turns shaded behind it. */
const wave = [6, 12, 20, 9, 26, 14, 30, 18, 8, 4, 10, 22, 34, 16, 28, 12, 24, 10, 18, 6, 14, 8]

function CallAudio() {
  return (
    <Scene viewBox="0 0 160 96">
      <rect x="2" y="14" width="76" height="68" rx="4" fill="var(--box)" opacity="0.16" />
      <rect x="82" y="14" width="76" height="68" rx="4" fill="var(--warm)" opacity="0.18" />
      {wave.map((h, i) => (
        <rect
          key={i}
          x={6 + i * 7}
          y={48 - h / 2}
          width="4"
          height={h}
          rx="2"
          fill={i < 11 ? 'var(--box)' : 'var(--warm)'}
        />
      ))}
    </Scene>
  )
}

/** Four frames of a street: a pikipiki crossing, boxed and tracked from frame to frame. */
function VideoFrames() {
  return (
    <Scene viewBox="0 0 160 96">
      {[0, 1, 2, 3].map((f) => {
        const x = 4 + f * 39
        const bx = x + 4 + f * 4
        const by = 40 - f * 3
        return (
          <g key={f}>
            <rect x={x} y="14" width="35" height="68" rx="3" fill="var(--shape)" opacity="0.16" />
            <rect x={x} y="64" width="35" height="18" fill="var(--shape)" opacity="0.14" />
            <circle cx={bx + 4} cy={by + 18} r="3" fill="var(--shape)" opacity="0.8" />
            <circle cx={bx + 14} cy={by + 18} r="3" fill="var(--shape)" opacity="0.8" />
            <path d={`M${bx + 4} ${by + 16}l5-8h5l2 8Z`} fill="var(--shape)" opacity="0.7" />
            <circle cx={bx + 10} cy={by + 4} r="2.5" fill="var(--shape)" opacity="0.8" />
            <rect
              x={bx - 1}
              y={by - 1}
              width="20"
              height="25"
              fill="none"
              stroke={f === 3 ? 'var(--warm)' : 'var(--box)'}
              strokeWidth="1.5"
            />
          </g>
        )
      })}
    </Scene>
  )
}

export function Workbench() {
  return (
    <MockWindow
      title="Annotation workbench · batch 0412"
      status={<MockChip $tone="neutral">4 data types</MockChip>}
      hidden
    >
      <Panes>
        <Pane>
          <MockLabel>Text · entities</MockLabel>
          <Sentence>
            Malipo ya <mark>TSh 45,000</mark> kwa <mark data-warm="">Juma</mark> yamefanikiwa.
          </Sentence>
          <Gloss>“Payment of TSh 45,000 to Juma succeeded.”</Gloss>
          <Chips>
            <MockChip>Amount</MockChip>
            <MockChip $tone="warm">Person</MockChip>
          </Chips>
        </Pane>
        <Pane>
          <MockLabel>Image · boxes</MockLabel>
          <StreetPhoto />
          <Chips>
            <MockChip>Bajaji</MockChip>
            <MockChip $tone="warm">Pedestrian</MockChip>
          </Chips>
        </Pane>
        <Pane>
          <MockLabel>Audio · speakers</MockLabel>
          <CallAudio />
          <Chips>
            <MockChip>Agent 0:00</MockChip>
            <MockChip $tone="warm">Caller 0:05</MockChip>
          </Chips>
        </Pane>
        <Pane>
          <MockLabel>Video · tracking</MockLabel>
          <VideoFrames />
          <Chips>
            <MockChip>Pikipiki · track 7</MockChip>
            <MockChip $tone="warm">Frame 4: check</MockChip>
          </Chips>
        </Pane>
      </Panes>
    </MockWindow>
  )
}
