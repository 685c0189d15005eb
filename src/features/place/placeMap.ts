/** Where the map's generated artwork is (scripts/build/placeMapImages.ts writes it). */
export const MAP_TONES = ['dark', 'light'] as const
export type MapTone = (typeof MAP_TONES)[number]

/** Path of one tone's file under `public/` (and its URL with a leading slash). */
export function placeMapFile(tone: MapTone): string {
  return `media/place/dar-es-salaam-${tone}.svg`
}
