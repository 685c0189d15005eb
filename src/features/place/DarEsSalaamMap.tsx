import { useId } from 'react'
import styled from 'styled-components'
import { site } from '../../config/site'
import { depthLines, islandOutlines, landPath, MAP_SIZE, project, smoothPath } from './coastline'
import { place } from './placeContent'

/** Depth lines every so many map units, nearest first (they fade as the sea deepens). */
const DEPTHS = [8, 20, 36, 56, 80, 108, 140]

const Frame = styled.div<{ $tone: 'dark' | 'light' }>`
  container-type: inline-size;
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.textOnDark : theme.color.ink)};
  svg {
    display: block;
    width: 100%;
    height: auto;
    font-family: inherit;
  }
  .sea {
    fill: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.ink : theme.color.brandSoft)};
  }
  .land {
    fill: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.inkSoft : theme.color.surface)};
    stroke: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.brandOnDark : theme.color.brand)};
    stroke-width: 1.5;
  }
  .depth {
    fill: none;
    stroke: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.brandOnDark : theme.color.brand)};
  }
  /* The land carries the data grid (docs/ART-DIRECTION.md §5), faint. */
  .grid {
    fill: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.brandOnDark : theme.color.brand)};
    opacity: ${({ $tone }) => ($tone === 'dark' ? 0.22 : 0.16)};
  }
  .pin {
    fill: ${({ theme }) => theme.color.sun};
  }
  .pin-ring {
    fill: none;
    stroke: ${({ theme }) => theme.color.sun};
    stroke-width: 2;
  }
  text {
    fill: currentColor;
    font-weight: 600;
  }
  .city {
    font-size: 26px;
    font-weight: 800;
  }
  .water {
    font-size: 20px;
    font-weight: 600;
    letter-spacing: 0.14em;
    fill: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.brandOnDark : theme.color.brandStrong)};
  }
  .meta {
    font-size: 20px;
    font-variant-numeric: tabular-nums;
    fill: ${({ theme, $tone }) =>
      $tone === 'dark' ? theme.color.textOnDarkMuted : theme.color.textMuted};
  }
  .detail {
    font-size: 18px;
  }
  /*
   * Text stays at 11 px or more: below ~520 px of map the small labels go, and the map is cut wider
   * (the city, the peninsula and the harbour stay in the middle), so a phone page stays short.
   */
  @container (max-width: 519px) {
    .detail {
      display: none;
    }
    svg {
      aspect-ratio: 16 / 11;
    }
  }
`

export interface DarEsSalaamMapProps {
  /** On navy (`dark`) or on a light band. */
  tone?: 'dark' | 'light'
  className?: string
}

/**
 * Home, drawn: the Dar es Salaam coast from Kunduchi to Kigamboni in the motif's language (the
 * shore and the *kontua* depth lines of the sea, computed in ./coastline.ts), the Msasani peninsula,
 * the harbour and a pin on the city with its coordinates and time zone. One image for assistive
 * technology (its name says what it shows); labels are set in the page's font.
 */
export function DarEsSalaamMap({ tone = 'dark', className }: DarEsSalaamMapProps) {
  const { width, height } = MAP_SIZE
  const lines = depthLines(DEPTHS)
  const gridId = `map-grid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [px, py] = project(place.pin.lon, place.pin.lat)
  const at = (lon: number, lat: number) => {
    const [x, y] = project(lon, lat)
    return { x, y }
  }
  return (
    <Frame $tone={tone} className={className} data-place-map>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={place.mapLabel}
      >
        <defs>
          <pattern id={gridId} width="12" height="12" patternUnits="userSpaceOnUse">
            <circle className="grid" cx="6" cy="6" r="1.1" />
          </pattern>
        </defs>
        <rect className="sea" width={width} height={height} />
        {lines.map((d, i) => (
          <path key={DEPTHS[i]} className="depth" d={d} strokeOpacity={0.55 - i * 0.065} />
        ))}
        <path className="land" d={landPath()} />
        <path d={landPath()} fill={`url(#${gridId})`} />
        {islandOutlines().map((outline, i) => (
          <path key={i} className="land" d={smoothPath(outline)} />
        ))}
        <circle className="pin-ring" cx={px} cy={py} r={16} opacity={0.5} />
        <circle className="pin" cx={px} cy={py} r={7} />
        <text className="city" x={px + 26} y={py - 4}>
          {site.city}
        </text>
        <text className="meta" x={px + 26} y={py + 22}>
          {place.coordinates}
        </text>
        <text className="meta" x={px + 26} y={py + 46}>
          {place.timeZone}
        </text>
        <text className="water" {...at(39.318, -6.768)}>
          {place.labels.ocean}
        </text>
        <text className="detail" {...at(39.237, -6.708)} textAnchor="end">
          {place.labels.bay}
        </text>
        <text className="detail" {...at(39.291, -6.712)}>
          {place.labels.peninsula}
        </text>
        <text className="detail" {...at(39.232, -6.857)} textAnchor="end">
          {place.labels.harbour}
        </text>
      </svg>
    </Frame>
  )
}
