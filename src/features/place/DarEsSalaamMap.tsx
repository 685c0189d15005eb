import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { site } from '../../config/site'
import { MAP_SIZE, project } from './coastline'
import { placeMapFile, type MapTone } from './placeMap'
import { place } from './placeContent'

/** Map units → a share of the map's width, in container units (the labels scale with the map). */
const UNIT = `(100cqw / ${MAP_SIZE.width})`
/** How much the phone crop (16:11, centred) cuts off the top, as a share of the width. */
const PHONE_CROP = `${(((MAP_SIZE.height / MAP_SIZE.width - 11 / 16) / 2) * 100).toFixed(3)}cqw`

const Frame = styled.div<{ $tone: MapTone }>`
  container-type: inline-size;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.textOnDark : theme.color.ink)};
`

const Box = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${MAP_SIZE.width} / ${MAP_SIZE.height};
  --crop: 0px;
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /*
   * Text stays at 11 px or more: below ~520 px of map the small labels go, and the map is cut wider
   * (the city, the peninsula and the harbour stay in the middle), so a phone page stays short.
   */
  @container (max-width: 519px) {
    aspect-ratio: 16 / 11;
    --crop: ${PHONE_CROP};
    [data-detail] {
      display: none;
    }
  }
`

/** A label at a point of the map (its baseline there, like SVG text), sized in map units. */
const Label = styled.span<{ $tone: MapTone }>`
  position: absolute;
  left: calc(var(--x) * ${UNIT});
  top: calc(var(--y) * ${UNIT} - var(--crop));
  translate: var(--shift, 0) -80%;
  font-size: max(11px, calc(var(--size) * ${UNIT}));
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  &[data-kind='city'] {
    font-weight: 800;
  }
  &[data-kind='meta'] {
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $tone }) =>
      $tone === 'dark' ? theme.color.textOnDarkMuted : theme.color.textMuted};
  }
  &[data-kind='water'] {
    letter-spacing: 0.1em;
    color: ${({ theme, $tone }) =>
      $tone === 'dark' ? theme.color.brandOnDark : theme.color.brandStrong};
  }
`

type LabelKind = 'city' | 'meta' | 'water' | 'detail'
const SIZES: Record<LabelKind, number> = { city: 26, meta: 20, water: 18, detail: 18 }

export interface DarEsSalaamMapProps {
  /** On navy (`dark`) or on a light band. */
  tone?: MapTone
  className?: string
}

/**
 * Home, drawn: the Dar es Salaam coast from Kunduchi to Kigamboni in the motif's language (the
 * shore and the *kontua* depth lines of the sea, ./coastline.ts), the Msasani peninsula, the harbour
 * and a pin on the city with its coordinates and time zone. The artwork is a static SVG generated at
 * build time (scripts/build/placeMap.ts), shared by every page; the labels are HTML in the page's
 * font over it. One image for assistive technology, named by what it shows.
 */
export function DarEsSalaamMap({ tone = 'dark', className }: DarEsSalaamMapProps) {
  const [px, py] = project(place.pin.lon, place.pin.lat)
  const label = (
    kind: LabelKind,
    text: string,
    [x, y]: readonly [number, number],
    anchor: 'start' | 'end' = 'start',
  ) => (
    <Label
      key={text}
      $tone={tone}
      data-kind={kind}
      data-detail={kind === 'detail' ? '' : undefined}
      style={
        {
          '--x': x,
          '--y': y,
          '--size': SIZES[kind],
          ...(anchor === 'end' ? { '--shift': '-100%' } : {}),
        } as CSSProperties
      }
    >
      {text}
    </Label>
  )
  return (
    <Frame $tone={tone} className={className} role="img" aria-label={place.mapLabel} data-place-map>
      <Box>
        <img
          src={`/${placeMapFile(tone)}`}
          width={MAP_SIZE.width}
          height={MAP_SIZE.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
        {label('city', site.city, [px + 26, py - 4])}
        {label('meta', place.coordinates, [px + 26, py + 22])}
        {label('meta', place.timeZone, [px + 26, py + 46])}
        {label('water', place.labels.ocean, project(39.305, -6.768))}
        {label('detail', place.labels.bay, project(39.237, -6.708), 'end')}
        {label('detail', place.labels.peninsula, project(39.291, -6.712))}
        {label('detail', place.labels.harbour, project(39.232, -6.857), 'end')}
      </Box>
    </Frame>
  )
}
