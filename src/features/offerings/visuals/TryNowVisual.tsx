import type { ReactNode } from 'react'
import { figures } from '../../../data/figures'
import { tryProducts } from '../../try-now/tryNowCopy'
import {
  BarSeries,
  Check,
  PhoneWindow,
  Sparkline,
  Txt,
  VisualCanvas,
  Well,
  Window,
  scene,
  ui,
} from './primitives'

/** Miniature previews of the three products, in the order of the product cards below the hero. */
function AnalyticsPreview({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <BarSeries
        x={x + 10}
        y={y + 22}
        w={84}
        h={40}
        values={[14, 18, 16, 22, 26, 30]}
        color={ui.data}
        opacity={0.25}
      />
      <Sparkline x={x + 14} y={y + 18} w={76} h={36} values={[12, 16, 15, 21, 24, 30]} />
    </g>
  )
}

function AnnotatePreview({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x + 8} y={y + 8} width={88} height={56} rx={4} fill={scene.backdrop} />
      <path
        d={`M${x + 8} ${y + 50}h88v10a4 4 0 0 1-4 4H${x + 12}a4 4 0 0 1-4-4Z`}
        fill={scene.shape}
        fillOpacity={scene.faint}
      />
      <path
        d={`M${x + 22} ${y + 50}v-10l8-8h24l8 8h4v10Z`}
        fill={scene.shape}
        fillOpacity={scene.strong}
      />
      <rect
        x={x + 18}
        y={y + 26}
        width={52}
        height={30}
        rx={2}
        fill="none"
        stroke={ui.data}
        strokeWidth={2}
      />
      <rect x={x + 17} y={y + 16} width={30} height={11} rx={2} fill={ui.data} />
      <rect
        x={x + 74}
        y={y + 24}
        width={14}
        height={32}
        rx={2}
        fill="none"
        stroke={ui.text}
        strokeWidth={2}
      />
    </g>
  )
}

function GenaiPreview({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x + 36} y={y + 10} width={60} height={16} rx={8} fill={ui.action} />
      <rect x={x + 8} y={y + 32} width={76} height={28} rx={8} fill={ui.line} />
      <rect
        x={x + 16}
        y={y + 40}
        width={56}
        height={4}
        rx={2}
        fill={scene.shape}
        fillOpacity={scene.mid}
      />
      <rect
        x={x + 16}
        y={y + 49}
        width={40}
        height={4}
        rx={2}
        fill={scene.shape}
        fillOpacity={scene.mid}
      />
      <Check cx={x + 90} cy={y + 56} r={6} />
    </g>
  )
}

const previewByName: Record<string, (props: { x: number; y: number }) => ReactNode> = {
  'Quantum Analytics': AnalyticsPreview,
  'Quantum Annotate': AnnotatePreview,
  'Quantum GenAI': GenaiPreview,
}

/** The products that have a preview, in the order of the cards on the page. */
export const previewedProducts = tryProducts.flatMap((product) => {
  const Preview = previewByName[product.name]
  return Preview ? [{ ...product, Preview }] : []
})

const steps = [
  { title: 'Tell us your goal', note: 'A short call' },
  { title: 'We set you up', note: 'Within days' },
  { title: 'Try it free', note: `${figures.freeTrialDays} days, no card` },
]

/**
 * The phone drawing: the three products' miniatures with their names, and the free trial they
 * all start with.
 */
function TryNowPhone() {
  return (
    <PhoneWindow title="Start a free trial">
      {previewedProducts.map(({ name, Preview }, i) => {
        const x = 24 + i * 120
        return (
          <g key={name}>
            <rect
              x={x + 0.5}
              y={50.5}
              width={111}
              height={101}
              rx={8}
              fill={ui.card}
              stroke={ui.line}
            />
            <rect x={x + 1} y={51} width={110} height={70} rx={7.5} fill={ui.well} />
            <Preview x={x + 4} y={50} />
            <Txt x={x + 10} y={142} size={15} weight={700}>
              {name.replace('Quantum ', '')}
            </Txt>
          </g>
        )
      })}
      <Well x={24} y={162} w={352} h={70} />
      {steps.map((s, i) => (
        <g key={s.title}>
          <circle cx={48 + i * 30} cy={197} r={12} fill={i === 2 ? ui.warm : ui.data} />
          <Txt x={48 + i * 30} y={202} size={13.5} weight={700} color={ui.ink} textAnchor="middle">
            {i + 1}
          </Txt>
        </g>
      ))}
      <Txt x={128} y={192} size={15} weight={700}>
        {steps[2]!.title}
      </Txt>
      <Txt x={128} y={214} size={13.5} color={ui.muted}>
        {steps[2]!.note}
      </Txt>
      <rect x={290} y={180} width={74} height={34} rx={8} fill={ui.action} />
      <Txt x={327} y={202} size={14.5} weight={700} color={ui.onAction} textAnchor="middle">
        Start
      </Txt>
    </PhoneWindow>
  )
}

/**
 * /try-now: the three products as miniature previews (analytics, annotation, generative AI) and the
 * three steps from first call to free trial.
 */
export function TryNowVisual() {
  return (
    <VisualCanvas
      label="Illustration: miniature previews of the analytics, annotation and generative-AI products, and three steps to a free trial"
      phone={<TryNowPhone />}
    >
      <Window x={8} y={10} w={384} h={290} title="Start a free trial">
        {previewedProducts.map(({ name, category, Preview }, i) => {
          const x = 24 + i * 124
          return (
            <g key={name}>
              <rect
                x={x + 0.5}
                y={50.5}
                width={103}
                height={115}
                rx={8}
                fill={ui.card}
                stroke={ui.line}
              />
              <rect x={x + 1} y={51} width={102} height={70} rx={7.5} fill={ui.well} />
              <Preview x={x} y={50} />
              <Txt x={x + 10} y={140} size={10.5} weight={700} color={ui.text}>
                {name.replace('Quantum ', '')}
              </Txt>
              <Txt x={x + 10} y={156} size={9} color={ui.muted}>
                {category}
              </Txt>
            </g>
          )
        })}

        <Well x={24} y={178} w={352} h={110} />
        <Txt x={36} y={198} size={9.5} weight={700} color={ui.muted}>
          START IN THREE STEPS
        </Txt>
        <line
          x1={56}
          x2={304}
          y1={224}
          y2={224}
          stroke={ui.data}
          strokeWidth={2}
          strokeDasharray="4 4"
        />
        {steps.map((s, i) => {
          const x = 56 + i * 124
          return (
            <g key={s.title}>
              <circle cx={x} cy={224} r={13} fill={i === 2 ? ui.warm : ui.data} />
              <Txt x={x} y={228.5} size={12} weight={700} color={ui.ink} textAnchor="middle">
                {i + 1}
              </Txt>
              <Txt x={x - 20} y={258} size={10.5} weight={700} color={ui.text}>
                {s.title}
              </Txt>
              <Txt x={x - 20} y={274} size={9.5} color={ui.muted}>
                {s.note}
              </Txt>
            </g>
          )
        })}
      </Window>
    </VisualCanvas>
  )
}
