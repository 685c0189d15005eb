import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { site } from '../../config/site'
import { MAP_SIZE, project } from './coastline'
import { placeMapFile, type MapTone } from './placeMap'
import { place } from './placeCopy'

/** The phone crop: 16:11, centred on the map's height (the city, peninsula and harbour stay). */
const PHONE_ASPECT = 16 / 11
const PHONE_QUERY = '@media (max-width: 599px)'

/** Where a point of the map is, in % of the box: uncropped, and in the phone crop. */
function placeOf([x, y]: readonly [number, number]) {
  const { width, height } = MAP_SIZE
  const shownHeight = width / PHONE_ASPECT
  const cut = (height - shownHeight) / 2
  const pct = (n: number) => `${(n * 100).toFixed(2)}%`
  return { x: pct(x / width), y: pct(y / height), yPhone: pct((y - cut) / shownHeight) }
}

const Frame = styled.div<{ $tone: MapTone }>`
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.textOnDark : theme.color.ink)};
`

const Box = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${MAP_SIZE.width} / ${MAP_SIZE.height};
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /*
   * On phones the map is cut wider (so the page stays short) and the small labels go, so no text
   * is under 11 px; the rest keep their place in the crop.
   */
  ${PHONE_QUERY} {
    aspect-ratio: ${PHONE_ASPECT};
    [data-detail] {
      display: none;
    }
  }
`

/** A label at a point of the map: its baseline there, like SVG text. */
const Label = styled.span<{ $tone: MapTone }>`
  position: absolute;
  left: var(--x);
  top: var(--y);
  translate: var(--shift, 0) -80%;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  /* A halo in the ground's colour lifts a label off the contour lines it crosses. */
  text-shadow: ${({ theme, $tone }) => {
    const ground = $tone === 'dark' ? theme.color.ink : theme.color.surface
    return `0 0 2px ${ground}, 0 0 6px ${ground}, 0 0 10px ${ground}`
  }};
  ${PHONE_QUERY} {
    top: var(--y-phone);
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  &[data-kind='city'] {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 800;
    ${PHONE_QUERY} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
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

export interface DarEsSalaamMapProps {
  /** On navy (`dark`) or on a light band. */
  tone?: MapTone
  className?: string
}

/**
 * Home, drawn: the Dar es Salaam coast from Kunduchi to Kigamboni in the motif's language (the
 * shore and the *kontua* depth lines of the sea, ./coastline.ts), the Msasani peninsula, the harbour
 * and a pin on the city with its coordinates and time zone. The artwork is a static SVG generated at
 * build time (scripts/build/placeMapImages.ts), shared by every page; the labels are HTML in the page's
 * font over it, placed in % of the map (also in the phone crop). One image for assistive
 * technology, named by what it shows.
 */
export function DarEsSalaamMap({ tone = 'dark', className }: DarEsSalaamMapProps) {
  const [px, py] = project(place.pin.lon, place.pin.lat)
  const label = (
    kind: LabelKind,
    text: string,
    point: readonly [number, number],
    anchor: 'start' | 'end' = 'start',
  ) => {
    const at = placeOf(point)
    return (
      <Label
        key={text}
        $tone={tone}
        data-kind={kind}
        data-detail={kind === 'detail' ? '' : undefined}
        style={
          {
            '--x': at.x,
            '--y': at.y,
            '--y-phone': at.yPhone,
            ...(anchor === 'end' ? { '--shift': '-100%' } : {}),
          } as CSSProperties
        }
      >
        {text}
      </Label>
    )
  }
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
