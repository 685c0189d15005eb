import styled from 'styled-components'

/*
 * A small drawing of each product for its card, on the card's pale ground: the analytics platform
 * as a chart with its forecast, the annotation service as a photo with a labelled box, the AI
 * enhancement as a chat answered with a cited source. Shapes only (no words), so nothing in them
 * falls under the 11 px floor on a phone. Colours come from the theme through classes.
 */
const Frame = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  .ground {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.border};
  }
  .ink {
    fill: ${({ theme }) => theme.color.ink};
  }
  .muted {
    fill: ${({ theme }) => theme.color.surfaceSunk};
  }
  .line {
    fill: ${({ theme }) => theme.color.border};
  }
  .brand {
    fill: ${({ theme }) => theme.color.brand};
  }
  .brand-soft {
    fill: ${({ theme }) => theme.color.brandSoft};
  }
  .brand-stroke {
    fill: none;
    stroke: ${({ theme }) => theme.color.brand};
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .sun-stroke {
    fill: none;
    stroke: ${({ theme }) => theme.color.sun};
    stroke-width: 2.5;
    stroke-dasharray: 4 4;
    stroke-linecap: round;
  }
  .sun {
    fill: ${({ theme }) => theme.color.sun};
  }
`

function Analytics() {
  const bars = [18, 26, 22, 32, 38, 46]
  return (
    <>
      <rect className="ground" x="12" y="12" width="216" height="96" rx="8" />
      <rect className="line" x="24" y="24" width="56" height="6" rx="3" />
      <rect className="brand-soft" x="178" y="22" width="38" height="12" rx="6" />
      {bars.map((h, i) => (
        <rect key={i} className="muted" x={28 + i * 22} y={96 - h} width="14" height={h} rx="2" />
      ))}
      <path className="brand-stroke" d="M35 80 L57 72 L79 76 L101 62 L123 56 L145 44" />
      <path className="sun-stroke" d="M145 44 L167 38 L189 30 L211 26" />
      <circle className="brand" cx="145" cy="44" r="4" />
    </>
  )
}

function Annotate() {
  return (
    <>
      <rect className="ground" x="12" y="12" width="216" height="96" rx="8" />
      <rect className="muted" x="22" y="22" width="140" height="76" rx="4" />
      {/* A truck in the photo, boxed and tagged; a second object waiting for its label. */}
      <path className="line" d="M40 82v-18l10-10h34l10 10h8v18Z" />
      <circle className="ink" cx="54" cy="84" r="5" />
      <circle className="ink" cx="94" cy="84" r="5" />
      <rect className="brand-stroke" x="34" y="46" width="80" height="46" rx="2" />
      <rect className="brand" x="33" y="36" width="40" height="12" rx="2" />
      <rect className="sun-stroke" x="124" y="52" width="28" height="40" rx="2" />
      {/* The queue of labels beside the photo. */}
      <rect className="brand-soft" x="172" y="24" width="46" height="14" rx="7" />
      <rect className="muted" x="172" y="44" width="46" height="14" rx="7" />
      <rect className="muted" x="172" y="64" width="46" height="14" rx="7" />
      <circle className="brand" cx="180" cy="31" r="3" />
    </>
  )
}

function Genai() {
  return (
    <>
      <rect className="ground" x="12" y="12" width="216" height="96" rx="8" />
      <rect className="ink" x="120" y="22" width="96" height="18" rx="9" />
      <rect className="muted" x="24" y="48" width="150" height="34" rx="10" />
      <rect className="line" x="34" y="56" width="110" height="5" rx="2.5" />
      <rect className="line" x="34" y="67" width="80" height="5" rx="2.5" />
      {/* The source the answer cites. */}
      <rect className="brand-soft" x="24" y="88" width="64" height="12" rx="6" />
      <circle className="brand" cx="32" cy="94" r="3" />
      <path className="sun" d="M198 62l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" />
    </>
  )
}

const drawings = { analytics: Analytics, annotate: Annotate, genai: Genai }

export type ProductDrawingKind = keyof typeof drawings

export function ProductDrawing({ kind }: { kind: ProductDrawingKind }) {
  const Drawing = drawings[kind]
  return (
    <Frame viewBox="0 0 240 120" aria-hidden="true" focusable="false">
      <Drawing />
    </Frame>
  )
}
