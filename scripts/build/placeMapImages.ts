/**
 * The Dar es Salaam map's artwork (src/features/place/DarEsSalaamMap.tsx), generated with the team's
 * portraits by `npm run content` into `public/media/place/` (git-ignored): the shore, the sea's
 * *kontua* depth lines (src/features/place/coastline.ts), the data grid on the land and the pin, in
 * the two tones of the site. A static file with its width and height, cached once for every page
 * that shows it; the labels are HTML over it, in the page's font.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { theme } from '../../src/theme/tokens.ts'
import {
  depthLines,
  islandOutlines,
  landPath,
  MAP_SIZE,
  project,
  smoothPath,
} from '../../src/features/place/coastline.ts'
import { place } from '../../src/features/place/placeCopy.ts'
import { MAP_TONES, placeMapFile, type MapTone } from '../../src/features/place/placeMap.ts'
import { writeIfChanged } from '../indexer/buildContent.ts'

/** Depth lines every so many map units, nearest first (they fade as the sea deepens). */
const DEPTHS = [8, 20, 36, 56, 80, 108, 140]

const { color } = theme
const COLOURS: Record<MapTone, { sea: string; land: string; line: string; grid: number }> = {
  dark: { sea: color.ink, land: color.inkSoft, line: color.brandOnDark, grid: 0.22 },
  light: { sea: color.brandSoft, land: color.surface, line: color.brand, grid: 0.16 },
}

export function placeMapSvg(tone: MapTone): string {
  const { width, height } = MAP_SIZE
  const c = COLOURS[tone]
  const [px, py] = project(place.pin.lon, place.pin.lat)
  const land = landPath()
  const lines = depthLines(DEPTHS)
    .map(
      (d, i) =>
        `<path d="${d}" fill="none" stroke="${c.line}" stroke-opacity="${(0.55 - i * 0.065).toFixed(3)}"/>`,
    )
    .join('')
  const islands = islandOutlines()
    .map(
      (o) => `<path d="${smoothPath(o)}" fill="${c.land}" stroke="${c.line}" stroke-width="1.5"/>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><pattern id="g" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="1.1" fill="${c.line}" fill-opacity="${c.grid}"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="${c.sea}"/>`,
    lines,
    `<path d="${land}" fill="${c.land}" stroke="${c.line}" stroke-width="1.5"/>`,
    `<path d="${land}" fill="url(#g)"/>`,
    islands,
    `<circle cx="${px}" cy="${py}" r="16" fill="none" stroke="${color.sun}" stroke-width="2" stroke-opacity="0.5"/>`,
    `<circle cx="${px}" cy="${py}" r="7" fill="${color.sun}"/>`,
    '</svg>',
  ].join('')
}

/** Writes both tones (only when their bytes change); returns the names of the files written. */
export function writePlaceMaps(root: string): string[] {
  const written: string[] = []
  for (const tone of MAP_TONES) {
    const file = path.join(root, 'public', placeMapFile(tone))
    mkdirSync(path.dirname(file), { recursive: true })
    if (writeIfChanged(file, placeMapSvg(tone))) written.push(path.basename(file))
  }
  return written
}
