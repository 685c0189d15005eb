import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { studioBoard } from './aiStudioCopy'

/** The prototype's shelf photo, in its drawing's units. */
const PHOTO_W = 328
const PHOTO_H = 190

/*
 * /ai-studio's opening (round 8): the studio's working board on light drafting paper, not a navy
 * window beside the title. The title and the lead side by side across the top; under them, one
 * project pinned up in three frames joined by drawn arrows: the idea as a pencil sketch, the
 * prototype on the client's own shelf photos (the bottle and carton detections, the gap to
 * restock), the product in daily use (the restock task and the Swahili customer message with the
 * intent read from it). Each frame has its step and time set above it and the team's note under it.
 * HTML and inline SVG; every word is page text in the page font, 12 px or more; the drawings carry
 * no words. Phones and tablets show the prototype and the product, the idea as its note only.
 */

const Band = styled.section`
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.color.surface};
  /* Drafting paper: a quiet dot grid. */
  background-image: radial-gradient(${({ theme }) => theme.color.border} 1px, transparent 1.5px);
  background-size: 24px 24px;
  background-position: 12px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[7]} 0;
  }
`

/* The title on the left, the lead and the call to action beside it from 1024 px. */
const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
  > div:first-child > p {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    font-weight: 800;
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
    color: ${({ theme }) => theme.color.ink};
  }
  /* The lead, then the button row (its own top margin is the gap). */
  > div:last-child {
    display: grid;
    justify-items: start;
  }
  > div:last-child > p {
    max-width: 52ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > div:last-child > p {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    column-gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
`

/* The board: the three frames, down the page on phones, two a row on tablets, three from 1024 px. */
const Frames = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  counter-reset: frame;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[6]};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-top: ${({ theme }) => theme.space[7]};
    grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[7]};
  }
`

const Frame = styled.li`
  counter-increment: frame;
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  /* The drawn arrow from the frame before (wide screens). */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    & + &::before,
    & + &::after {
      content: '';
      position: absolute;
      top: 55%;
    }
    & + &::before {
      left: calc(-1 * ${({ theme }) => theme.space[7]} + 8px);
      width: calc(${({ theme }) => theme.space[7]} - 16px);
      border-top: 2px dashed ${({ theme }) => theme.color.ink};
    }
    & + &::after {
      left: -17px;
      width: 9px;
      height: 9px;
      margin-top: -4px;
      border-top: 2px solid ${({ theme }) => theme.color.ink};
      border-right: 2px solid ${({ theme }) => theme.color.ink};
      transform: rotate(45deg);
    }
  }
`

/* The idea: its note only on phones and tablets, across the board's width on tablets. */
const IdeaFrame = styled(Frame)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-column: auto;
  }
  > div {
    display: none;
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      display: block;
    }
  }
`

/* The step and its time, set on the board above the frame. */
const Step = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  b {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  b::before {
    content: counter(frame);
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    margin-right: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.textOnDark};
    font-size: ${({ theme }) => theme.fontSize.xs};
    vertical-align: 0.1em;
  }
`

/* A card pinned to the board, a strip of tape across its top. */
const Card = styled.div<{ $tilt: number }>`
  position: relative;
  padding: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[3]};
  }
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: rotate(${({ $tilt }) => $tilt}deg);
  &::before {
    content: '';
    position: absolute;
    top: -9px;
    left: 50%;
    width: 64px;
    height: 18px;
    margin-left: -32px;
    background: ${({ theme }) => theme.color.brandSoft};
    border: 1px solid ${({ theme }) => theme.color.border};
    opacity: 0.9;
    transform: rotate(${({ $tilt }) => -2 * $tilt}deg);
  }
`

/*
 * The team's note under a frame: set in italics, as if written on the board. On phones only the
 * idea keeps its note (it is the idea's whole frame there); the others say it in their picture.
 */
const Note = styled.p<{ $phone?: boolean }>`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[2]};
  border-left: 2px solid ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.text};
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: ${({ $phone }) => ($phone ? 'block' : 'none')};
  }
`

const Sketch = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  fill: none;
  stroke: ${({ theme }) => theme.color.ink};
  stroke-width: 1.6;
  stroke-linecap: round;
  stroke-linejoin: round;
  .soft {
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-dasharray: 4 5;
    stroke-width: 1.2;
  }
`

/* The prototype: the shelf photo with the model's boxes; the labels are page text over it. */
const Photo = styled.div`
  position: relative;
  aspect-ratio: ${PHOTO_W} / ${PHOTO_H};
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  .back {
    fill: ${({ theme }) => theme.color.surfaceSunk};
  }
  .shelf {
    fill: ${({ theme }) => theme.color.border};
  }
  .item {
    fill: ${({ theme }) => theme.color.textMuted};
    fill-opacity: 0.55;
  }
  .box {
    fill: none;
    stroke: ${({ theme }) => theme.color.brand};
    stroke-width: 2;
  }
  .gap {
    fill: none;
    stroke: ${({ theme }) => theme.color.accent};
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
`

const Label = styled.span<{ $warm?: boolean }>`
  position: absolute;
  transform: translateY(-100%);
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: 3px 3px 0 0;
  background: ${({ theme, $warm }) => ($warm ? theme.color.accent : theme.color.brand)};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`

/* The product: the agents' app, a task and a customer's message read by the model. */
const App = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    margin: 0;
  }
`

const Task = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
  }
  b {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  > p:first-child {
    font-weight: 600;
    text-wrap: pretty;
    color: ${({ theme }) => theme.color.ink};
  }
  > p:nth-child(2) {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Tags = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  li {
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.textMuted};
  }
  li:first-child {
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: transparent;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* Where the message went: the product's last line, with the time it took. */
const Routed = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
  &::before {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

function PhotoDrawing() {
  const { detections } = studioBoard.frames.prototype
  return (
    <Photo>
      <svg viewBox={`0 0 ${PHOTO_W} ${PHOTO_H}`} aria-hidden="true" focusable="false">
        <rect className="back" width={PHOTO_W} height={PHOTO_H} rx="6" />
        <rect className="shelf" x="0" y="106" width={PHOTO_W} height="6" />
        <rect className="shelf" x="0" y="178" width={PHOTO_W} height="6" />
        <g className="item">
          {[22, 50, 78].map((x) => (
            <g key={x}>
              <rect x={x} y="56" width="20" height="50" rx="6" />
              <rect x={x + 6} y="46" width="8" height="12" rx="2" />
            </g>
          ))}
          <rect x="222" y="62" width="44" height="44" rx="3" />
          <rect x="270" y="72" width="36" height="34" rx="3" />
          <rect x="22" y="134" width="42" height="44" rx="4" />
          <rect x="68" y="134" width="42" height="44" rx="4" />
        </g>
        {detections.map((d) =>
          d.warm ? (
            <rect key={d.label} className="gap" x={d.x} y={d.y} width={d.w} height={d.h} rx="3" />
          ) : (
            <rect key={d.label} className="box" x={d.x} y={d.y} width={d.w} height={d.h} rx="3" />
          ),
        )}
      </svg>
      {detections.map((d) => (
        <Label
          key={d.label}
          $warm={d.warm}
          style={{ left: `${(d.x / PHOTO_W) * 100}%`, top: `${(d.y / PHOTO_H) * 100}%` }}
        >
          {d.label}
        </Label>
      ))}
    </Photo>
  )
}

/** The idea as a pencil sketch: a shelf, and an agent's phone photographing it. */
function IdeaSketch() {
  return (
    <Sketch viewBox="0 0 300 184" aria-hidden="true" focusable="false">
      <path d="M10 112c60-2 120 2 190-1M10 170c70 2 130-2 190 1" />
      <path d="M28 110V68q0-8 7-9h6q7 1 7 9v42M58 110V70q0-8 7-9h6q7 1 7 9v40M36 59v-9h8v9M66 61v-9h8v9" />
      <path d="M120 110V76h40v34M164 110V84h30v26" />
      <path d="M28 168v-36h38v36M74 168v-36h38v36" />
      <path className="soft" d="M124 130h68v36h-68z" />
      <rect x="222" y="34" width="62" height="112" rx="10" />
      <path d="M240 44h26M246 136h14" />
      <circle cx="253" cy="90" r="14" />
      <circle cx="253" cy="90" r="6" />
      <path className="soft" d="M226 62L196 74M226 120L196 150" />
    </Sketch>
  )
}

export interface StudioBoardProps {
  eyebrow: string
  title: string
  lead: string
  actions: ReactNode
}

/** The page's opening: the title and lead over the studio's working board. */
export function StudioBoard({ eyebrow, title, lead, actions }: StudioBoardProps) {
  const { idea, prototype, product } = studioBoard.frames
  return (
    <Band aria-labelledby="page-title" data-opening="studio-board">
      <Container>
        <Head>
          <div>
            <p>{eyebrow}</p>
            <h1 id="page-title">{title}</h1>
          </div>
          <div>
            <p>{lead}</p>
            {actions}
          </div>
        </Head>
        <Frames aria-label={studioBoard.label} data-studio-board>
          <IdeaFrame>
            <Step>
              <b>{idea.step}</b> {idea.when}
            </Step>
            <Card $tilt={-1.2}>
              <IdeaSketch />
            </Card>
            <Note $phone>{idea.note}</Note>
          </IdeaFrame>
          <Frame>
            <Step>
              <b>{prototype.step}</b> {prototype.when}
            </Step>
            <Card $tilt={0.6}>
              <PhotoDrawing />
            </Card>
            <Note>{prototype.note}</Note>
          </Frame>
          <Frame>
            <Step>
              <b>{product.step}</b> {product.when}
            </Step>
            <Card $tilt={-0.5}>
              <App>
                <Task>
                  <b>{product.task}</b>
                  <span>{product.taskMeta}</span>
                </Task>
                <Message>
                  <p lang="sw">{product.message.said}</p>
                  <p>{product.message.meaning}</p>
                  <Tags>
                    {product.message.tags.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </Tags>
                </Message>
                <Routed>{product.routed}</Routed>
              </App>
            </Card>
            <Note>{product.note}</Note>
          </Frame>
        </Frames>
      </Container>
    </Band>
  )
}
