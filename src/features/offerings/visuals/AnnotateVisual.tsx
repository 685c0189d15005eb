import { BadgeCheck } from 'lucide-react'
import {
  PhoneStatus,
  PhoneWindow,
  Detection,
  Txt,
  VisualCanvas,
  Well,
  Window,
  placeInRow,
  scene,
  textWidth,
  ui,
} from './primitives'

/** A labelled region of the street photo. */
function Box({
  x,
  y,
  w,
  h,
  label,
  color,
}: {
  x: number
  y: number
  w: number
  h: number
  label: string
  color: string
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={2} fill="none" stroke={color} strokeWidth={2} />
      <rect x={x - 1} y={y - 15} width={textWidth(label, 9) + 10} height={15} rx={3} fill={color} />
      <Txt x={x + 4} y={y - 4} size={9} weight={600} color={ui.ink}>
        {label}
      </Txt>
    </g>
  )
}

const classes = [
  { name: 'vehicle', count: 12, color: ui.data },
  { name: 'person', count: 7, color: ui.warm },
  { name: 'tree', count: 4, color: ui.text },
]

/** The sentence in the text labeller: plain words and labelled spans, in reading order. */
const words: { text: string; tag?: string; color?: string }[] = [
  { text: 'Kilimo Co-op', tag: 'ORG', color: ui.data },
  { text: 'opened a depot in' },
  { text: 'Arusha', tag: 'LOC', color: ui.text },
  { text: 'on' },
  { text: '3 May', tag: 'DATE', color: ui.muted },
]
const SPAN_SIZE = 10.5
const spanWidth = (s: { text: string; tag?: string }) =>
  textWidth(s.text, SPAN_SIZE, s.tag ? 600 : 500) + (s.tag ? 12 : 0)
const sentence = placeInRow(words, spanWidth, 36, 5)

/** Heights of the audio waveform, symmetric about its centre line. */
const wave = [
  4, 8, 14, 10, 18, 24, 16, 9, 5, 12, 20, 26, 22, 14, 18, 10, 6, 4, 9, 15, 21, 17, 11, 7, 13, 19,
  12, 6, 3, 8, 12, 7,
]

/** The phone sentence: the same spans at phone size, on one line. */
const PHONE_SPAN = 14
const phoneWords = words.slice(0, 3)
const phoneSpanWidth = (s: { text: string; tag?: string }) =>
  textWidth(s.text, PHONE_SPAN, s.tag ? 600 : 500) + (s.tag ? 12 : 0)
const phoneSentence = placeInRow(phoneWords, phoneSpanWidth, 38, 6)

/**
 * The phone drawing: the street photo with two labelled boxes, and the sentence with its entity
 * spans; the reviewer's QA share rides in the title bar.
 */
function AnnotatePhone() {
  return (
    <PhoneWindow title="Annotation · batch 214" status={<PhoneStatus label="QA 99.5%" dot />}>
      <rect x={24} y={50} width={352} height={106} rx={8} fill={scene.backdrop} />
      <path
        d="M24 136h352v12a8 8 0 0 1-8 8H32a8 8 0 0 1-8-8Z"
        fill={scene.shape}
        fillOpacity={scene.faint}
      />
      <g fill={scene.shape} fillOpacity={scene.mid}>
        <circle cx={320} cy={88} r={26} />
        <rect x={317} y={108} width={6} height={30} />
        <circle cx={232} cy={90} r={7} />
        <rect x={224} y={99} width={16} height={36} rx={6} />
      </g>
      <path d="M56 136v-16l12-14h56l14 14h10v16Z" fill={scene.shape} fillOpacity={scene.strong} />
      <circle cx={76} cy={137} r={8} fill={ui.card} />
      <circle cx={128} cy={137} r={8} fill={ui.card} />
      <Detection x={48} y={98} width={108} height={48} label="vehicle" />
      <Detection x={216} y={80} width={32} height={62} label="person" color={ui.warm} />
      <Well x={24} y={166} w={352} h={66} />
      {phoneSentence.map((s) =>
        s.tag ? (
          <g key={s.text}>
            <rect
              x={s.left - 2}
              y={174}
              width={phoneSpanWidth(s)}
              height={24}
              rx={5}
              fill={ui.card}
              stroke={s.color}
              strokeWidth={1.5}
            />
            <Txt x={s.left + 4} y={191} size={PHONE_SPAN} weight={600}>
              {s.text}
            </Txt>
            <Txt x={s.left + 4} y={219} size={13.5} weight={700} color={s.color}>
              {s.tag}
            </Txt>
          </g>
        ) : (
          <Txt key={s.text} x={s.left} y={191} size={PHONE_SPAN}>
            {s.text}
          </Txt>
        ),
      )}
    </PhoneWindow>
  )
}

/**
 * /quantum-annotate: the service's three data types on one workbench (image boxes and a polygon,
 * labelled text spans, a speaker segment on a waveform) and the reviewer's quality seal.
 */
export function AnnotateVisual() {
  return (
    <VisualCanvas
      label="Illustration: an annotation workbench with labelled boxes on a street photo, named entities in a sentence, a speaker segment on an audio waveform, and a reviewer's quality check"
      phone={<AnnotatePhone />}
    >
      <Window x={8} y={10} w={384} h={290} title="Annotation · batch 214">
        {/* Image: boxes and a polygon on a street scene. */}
        <rect x={24} y={50} width={224} height={118} rx={8} fill={scene.backdrop} />
        <path
          d="M24 142h224v18a8 8 0 0 1-8 8H32a8 8 0 0 1-8-8Z"
          fill={scene.shape}
          fillOpacity={scene.faint}
        />
        <g fill={scene.shape} fillOpacity={scene.mid}>
          <circle cx={212} cy={92} r={24} />
          <rect x={209} y={110} width={6} height={30} />
          <circle cx={154} cy={92} r={7} />
          <rect x={146} y={101} width={16} height={34} rx={6} />
        </g>
        <path d="M48 132v-14l10-12h42l12 12h8v14Z" fill={scene.shape} fillOpacity={scene.strong} />
        <circle cx={64} cy={134} r={7} fill={ui.card} />
        <circle cx={106} cy={134} r={7} fill={ui.card} />
        <Box x={42} y={100} w={84} h={44} label="vehicle" color={ui.data} />
        <Box x={140} y={80} w={28} h={58} label="person" color={ui.warm} />
        <path
          d="M187 88l12-22h28l11 22-10 22h-6v30h-6v-30h-18Z"
          fill={ui.text}
          fillOpacity={0.08}
          stroke={ui.text}
          strokeDasharray="4 3"
          strokeWidth={2}
          strokeLinejoin="round"
        />

        {/* Class list with counts. */}
        <Txt x={262} y={62} size={9.5} weight={700} color={ui.muted}>
          LABELS
        </Txt>
        {classes.map((k, i) => (
          <g key={k.name}>
            <rect x={262} y={72 + i * 24} width={12} height={12} rx={3} fill={k.color} />
            <Txt x={282} y={82 + i * 24} size={10.5} weight={600} color={ui.text}>
              {k.name}
            </Txt>
            <Txt x={376} y={82 + i * 24} size={10} color={ui.muted} textAnchor="end">
              {k.count}
            </Txt>
          </g>
        ))}

        {/* Text: entity spans. */}
        <Well x={24} y={180} w={352} h={44} />
        {sentence.map((s) =>
          s.tag ? (
            <g key={s.text}>
              <rect
                x={s.left - 2}
                y={188}
                width={spanWidth(s)}
                height={18}
                rx={4}
                fill={ui.card}
                stroke={s.color}
                strokeWidth={1.5}
              />
              <Txt x={s.left + 4} y={201} size={SPAN_SIZE} weight={600} color={ui.text}>
                {s.text}
              </Txt>
              <Txt x={s.left + 4} y={218} size={8.5} weight={700} color={s.color}>
                {s.tag}
              </Txt>
            </g>
          ) : (
            <Txt key={s.text} x={s.left} y={201} size={SPAN_SIZE} color={ui.text}>
              {s.text}
            </Txt>
          ),
        )}

        {/* Audio: a speaker segment on the waveform. */}
        <Well x={24} y={234} w={352} h={54} />
        <rect x={128} y={240} width={112} height={42} rx={4} fill={ui.data} fillOpacity={0.14} />
        <line x1={128} x2={128} y1={240} y2={282} stroke={ui.data} strokeWidth={2} />
        <line x1={240} x2={240} y1={240} y2={282} stroke={ui.data} strokeWidth={2} />
        <g>
          {wave.map((h, i) => {
            const x = 36 + i * 10.6
            const inside = x > 128 && x < 240
            return (
              <rect
                key={i}
                x={x}
                y={261 - h / 2}
                width={5}
                height={h}
                rx={2.5}
                fill={inside ? ui.data : scene.shape}
                fillOpacity={inside ? 1 : scene.mid}
              />
            )
          })}
        </g>
        <rect x={132} y={243} width={64} height={14} rx={3} fill={ui.data} />
        <Txt x={137} y={253.5} size={8.5} weight={700} color={ui.ink}>
          Speaker A
        </Txt>

        {/* The reviewer's seal. */}
        <g>
          <rect x={258} y={140} width={118} height={28} rx={14} fill={ui.data} />
          <BadgeCheck x={266} y={146} size={16} color={ui.ink} strokeWidth={2} />
          <Txt x={287} y={158} size={9.5} weight={700} color={ui.ink}>
            QA passed 99.5%
          </Txt>
        </g>
      </Window>
    </VisualCanvas>
  )
}
