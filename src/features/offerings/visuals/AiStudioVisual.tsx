import {
  Chip,
  ChipRow,
  PhoneStatus,
  PhoneWindow,
  Detection,
  Txt,
  VisualCanvas,
  Well,
  Window,
  scene,
  ui,
} from './primitives'

/** The wide drawing's detection tags: fine print, like the rest of the wide drawing. */
const FINE = 9.5

const tags = [
  { label: 'Intent: return order', tone: 'brand' },
  { label: 'When: yesterday', tone: 'neutral' },
  { label: 'Swahili', tone: 'neutral' },
] as const

/**
 * The phone drawing: the shelf with two detections (one of them the warm restock alert) and the
 * Swahili message with the intent the model read in it.
 */
function AiStudioPhone() {
  return (
    <PhoneWindow title="AI Studio · prototype" status={<PhoneStatus label="3 models" />}>
      <rect x={24} y={50} width={352} height={106} rx={8} fill={scene.backdrop} />
      <g fill={scene.shape} fillOpacity={scene.faint}>
        <rect x={24} y={112} width={352} height={4} />
        <rect x={24} y={151} width={352} height={4} />
      </g>
      <g fill={scene.shape} fillOpacity={scene.strong}>
        <rect x={44} y={80} width={18} height={32} rx={5} />
        <rect x={66} y={80} width={18} height={32} rx={5} />
        <rect x={88} y={80} width={18} height={32} rx={5} />
      </g>
      <g fill={scene.shape} fillOpacity={scene.mid}>
        <rect x={262} y={84} width={40} height={28} rx={3} />
        <rect x={306} y={90} width={32} height={22} rx={3} />
        <rect x={44} y={121} width={44} height={30} rx={4} />
        <rect x={92} y={121} width={44} height={30} rx={4} />
      </g>
      <Detection x={38} y={76} width={74} height={38} rx={3} label="bottle 0.97" />
      <Detection
        x={196}
        y={123}
        width={164}
        height={28}
        rx={3}
        label="empty: restock"
        color={ui.warm}
        dashed
      />
      <Well x={24} y={164} w={352} h={68} />
      <Txt x={36} y={188} size={15} weight={600}>
        “Nataka kurudisha oda yangu.”
      </Txt>
      <Chip x={36} y={199} label="Intent: return order" size={13} />
    </PhoneWindow>
  )
}

/**
 * /ai-studio: the studio's three fields on one canvas: a shelf photo with detection boxes (computer
 * vision), a generated product shot (generative AI) and a Swahili customer message classified by
 * intent (NLP), with its English meaning beside it.
 */
export function AiStudioVisual() {
  return (
    <VisualCanvas
      label="Illustration: an AI studio prototype with object detection on a shop shelf, a generated product image, and a Swahili customer message classified by intent"
      phone={<AiStudioPhone />}
    >
      <Window
        x={8}
        y={10}
        w={384}
        h={290}
        title="AI Studio · prototype on your data"
        status={<Chip x={380} y={15} label="3 models" anchor="end" size={10} />}
      >
        {/* Computer vision: a shelf photo with detections. */}
        <rect x={24} y={50} width={212} height={144} rx={8} fill={scene.backdrop} />
        <g fill={scene.shape} fillOpacity={scene.faint}>
          <rect x={24} y={124} width={212} height={5} />
          <rect x={24} y={189} width={212} height={5} />
        </g>
        <g fill={scene.shape} fillOpacity={scene.strong}>
          <rect x={40} y={84} width={16} height={40} rx={5} />
          <rect x={60} y={84} width={16} height={40} rx={5} />
          <rect x={80} y={84} width={16} height={40} rx={5} />
          <rect x={44} y={78} width={8} height={8} rx={2} />
          <rect x={64} y={78} width={8} height={8} rx={2} />
          <rect x={84} y={78} width={8} height={8} rx={2} />
        </g>
        <g fill={scene.shape} fillOpacity={scene.mid}>
          <rect x={168} y={92} width={30} height={32} rx={3} />
          <rect x={200} y={100} width={24} height={24} rx={3} />
          <rect x={40} y={153} width={34} height={36} rx={4} />
          <rect x={78} y={153} width={34} height={36} rx={4} />
        </g>
        <Detection x={36} y={74} width={64} height={52} rx={3} label="bottle 0.97" size={FINE} />
        <Detection x={164} y={88} width={64} height={38} rx={3} label="carton 0.91" size={FINE} />
        <Detection x={36} y={149} width={80} height={42} rx={3} label="pack 0.95" size={FINE} />
        <Detection
          x={126}
          y={149}
          width={100}
          height={42}
          rx={3}
          label="empty: restock"
          color={ui.warm}
          dashed
          size={FINE}
        />

        {/* Generative AI: a generated product shot. */}
        <rect x={248} y={50} width={128} height={144} rx={8} fill={scene.backdrop} />
        <g fill="none" stroke={ui.data} strokeOpacity={0.3}>
          <ellipse cx={312} cy={150} rx={30} ry={9} />
          <ellipse cx={312} cy={150} rx={44} ry={14} />
          <ellipse cx={312} cy={150} rx={58} ry={19} />
        </g>
        <ellipse cx={312} cy={150} rx={24} ry={7} fill={scene.shape} fillOpacity={scene.faint} />
        <rect x={296} y={96} width={32} height={54} rx={8} fill={ui.text} />
        <rect x={304} y={86} width={16} height={12} rx={3} fill={scene.shape} />
        <rect x={296} y={114} width={32} height={14} fill={ui.action} />
        <path d="M266 64l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill={ui.data} />
        <Txt x={258} y={184} size={9.5} weight={600} color={ui.muted}>
          Generated · product shot
        </Txt>

        {/* Natural language processing: a customer message, classified. */}
        <Well x={24} y={204} w={352} h={86} />
        <Txt x={36} y={222} size={9.5} weight={600} color={ui.muted}>
          Customer message
        </Txt>
        <Txt x={36} y={240} size={12} weight={600}>
          “Habari, nataka kurudisha oda yangu ya jana.”
        </Txt>
        <Txt x={36} y={255} size={9.5} color={ui.muted}>
          Hello, I want to return yesterday’s order.
        </Txt>
        <ChipRow x={36} y={263} items={tags} />
      </Window>
    </VisualCanvas>
  )
}
