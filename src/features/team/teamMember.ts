/**
 * The team member record, the photo slot and its art-directed crops. Records live in
 * `content/team/`, one file per person; scenes (group photographs, once they exist) in
 * `content/team/scenes.ts`.
 *
 * People are drawn, not photographed, until real photos exist: every member gets an illustrated
 * portrait generated at build time (scripts/build/portraits.ts) from `portraitTraits`. A member's
 * file may name a real photo instead; it then goes through the responsive-image pipeline
 * (scripts/build/images.ts) cut to the frames below, and the illustration is no longer used.
 *
 * Pure data and functions: build scripts import it too (no React, no `import.meta.env`).
 */
import { seedOf, randomFrom } from '../../ui/motif.ts'
import type { CropBox, ResponsiveImageSource } from '../../ui/responsiveImages.ts'

export type { CropBox }

/** Where a member works from (shown in /careers' roster). */
export type TeamBase = 'dar-es-salaam' | 'remote'

/** A point of a photo as shares of its width and height: `{ x: 0.5, y: 0.3 }` is the face, usually. */
export interface FocalPoint {
  x: number
  y: number
}

/**
 * The frames a photo is shown in, one per breakpoint: a crop is cut for each. `media` is the query
 * of its `<source>` (the frame without one is the default, phones), `widths` the variants made.
 */
export interface PhotoFrame {
  /** Width divided by height. */
  aspect: number
  media?: string
  widths: number[]
  /** How much tighter than the largest box of that shape around the focal point (1 = none). */
  zoom?: number
}

/** A real photograph in `public/team/`, with what the build needs to cut it. */
export interface TeamPhoto<Frame extends string = string> {
  /** File name in `public/team/` (JPEG, PNG or WebP). */
  file: string
  /** The file's pixel size (the build checks it against the file). */
  width: number
  height: number
  /** What to keep in every frame (the face): shares of width and height. Default: centre, upper third. */
  focus?: FocalPoint
  /** Exact boxes per frame, in the file's pixels, where the focal point is not enough. */
  crops?: Partial<Record<Frame, CropBox>>
}

/** Frames of a member's portrait: square on phones, 4:5 from 768 px. */
export const PORTRAIT_FRAMES = {
  square: { aspect: 1, widths: [160, 320, 480], zoom: 1.25 },
  tall: { aspect: 4 / 5, widths: [240, 400, 640], media: '(min-width: 768px)' },
} as const satisfies Record<string, PhotoFrame>

export type PortraitFrame = keyof typeof PORTRAIT_FRAMES

/** Frames of a scene (a group picture): 4:3 on phones, 16:10 from 768 px. */
export const SCENE_FRAMES = {
  phone: { aspect: 4 / 3, widths: [480, 800] },
  wide: { aspect: 16 / 10, widths: [640, 960, 1280], media: '(min-width: 768px)' },
} as const satisfies Record<string, PhotoFrame>

export type SceneFrame = keyof typeof SCENE_FRAMES

// The illustration's features (Open Peeps, CC0, via DiceBear). Only composed faces with open eyes
// (no grins, winks or closed-eye smiles: these are colleagues, not mascots) and hairstyles that
// belong to a Dar es Salaam team are offered; a member's file may pick any of them.
export const PORTRAIT_HEADS = [
  'afro',
  'bantuKnots',
  'bun',
  'buns',
  'cornrows',
  'cornrows2',
  'dreads1',
  'flatTop',
  'hijab',
  'longAfro',
  'noHair1',
  'shaved2',
  'short1',
  'short2',
  'short3',
  'short4',
  'short5',
  'twists',
  'twists2',
  'turban',
] as const
export const PORTRAIT_FACES = ['smile', 'driven', 'serious'] as const
export const PORTRAIT_ACCESSORIES = ['none', 'glasses', 'glasses2', 'glasses4'] as const
export const PORTRAIT_FACIAL_HAIR = ['none', 'chin', 'full', 'goatee1', 'moustache1'] as const
/** Skin tones of the figures (colours in `theme.portrait.skinTint`). */
export const PORTRAIT_SKIN = ['deep', 'brown', 'warm', 'light'] as const

export interface PortraitTraits {
  head: (typeof PORTRAIT_HEADS)[number]
  face: (typeof PORTRAIT_FACES)[number]
  accessories: (typeof PORTRAIT_ACCESSORIES)[number]
  facialHair: (typeof PORTRAIT_FACIAL_HAIR)[number]
  skin: (typeof PORTRAIT_SKIN)[number]
}

export interface TeamMember {
  /** URL-safe id, also the file name in `content/team/` and of the portrait. */
  id: string
  /** First and last name. */
  name: string
  /** Role as the person would write it on a card. */
  role: string
  /** What they look after, in a few words (the leads' cards show it). */
  focus: string
  /** Leads are shown on /about; everyone on /careers. */
  lead: boolean
  base: TeamBase
  /** For remote members: the city they work from, e.g. 'Nairobi'. */
  city?: string
  /** The illustration's features; each one left out is chosen from the id (stable). */
  portrait?: Partial<PortraitTraits>
  /** A real photograph, which replaces the illustration everywhere. */
  photo?: TeamPhoto<PortraitFrame>
}

/**
 * A group photograph (the team at work, the office). Groups are never drawn: without `photo` the
 * page shows the place and each person's own portrait; with one, the photo joins the page (in
 * /about's opening, above /careers' roster).
 */
export interface TeamScene {
  id: string
  /** Alternative text of the photo. */
  alt: string
  photo?: TeamPhoto<SceneFrame>
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!
}

/** The illustration's features: what the file sets, the rest drawn from the id (always the same). */
export function portraitTraits(member: Pick<TeamMember, 'id' | 'portrait'>): PortraitTraits {
  const random = randomFrom(seedOf(member.id))
  const drawn: PortraitTraits = {
    head: pick(PORTRAIT_HEADS, random),
    // A quiet smile or a focused look; 'serious' only where a file asks for it.
    face: pick(PORTRAIT_FACES.slice(0, 2), random),
    // Most people without glasses or a beard, as in a real team photo.
    accessories: random() < 0.7 ? 'none' : pick(PORTRAIT_ACCESSORIES.slice(1), random),
    facialHair: 'none',
    skin: pick(PORTRAIT_SKIN, random),
  }
  return { ...drawn, ...member.portrait }
}

/** File name of a member's generated illustration, in one of the portrait frames. */
export function illustrationFile(id: string, frame: PortraitFrame = 'tall'): string {
  return frame === 'tall' ? `${id}.svg` : `${id}-${frame}.svg`
}

/** Public URL of a member's generated illustration, in one of the portrait frames. */
export function illustrationUrl(id: string, frame: PortraitFrame = 'tall'): string {
  return `/media/portraits/${illustrationFile(id, frame)}`
}

/**
 * A lead's drawn figure alone, without paper or halftone (scripts/build/portraits.ts), for pages
 * that compose the leads together on a ground of their own (/about's opening).
 */
export function figureFile(id: string): string {
  return `${id}-figure.svg`
}

/** Public URL of a lead's figure-only drawing. */
export function figureUrl(id: string): string {
  return `/media/portraits/${figureFile(id)}`
}

/** Intrinsic size of the figure-only drawing (DiceBear's box). */
export const FIGURE_SIZE = { width: 704, height: 704 } as const

/** Intrinsic size of the illustrated portraits: the 4:5 tile and its close square crop. */
export const ILLUSTRATION_SIZE = {
  portrait: { width: 400, height: 500 },
  square: { width: 300, height: 300 },
} as const

/** Where the photo's focus sits when the file gives none: the middle, a third from the top. */
const DEFAULT_FOCUS: FocalPoint = { x: 0.5, y: 0.33 }

/**
 * The crop of a `width`×`height` photo for one frame: the largest box of the frame's shape that
 * fits, made `zoom` times smaller, centred on the focal point and moved back inside the photo where
 * it would cross an edge. Whole pixels.
 */
export function cropAround(
  size: { width: number; height: number },
  aspect: number,
  focus: FocalPoint = DEFAULT_FOCUS,
  zoom = 1,
): CropBox {
  const fitsWidth = size.width / size.height <= aspect
  let width = fitsWidth ? size.width : size.height * aspect
  let height = fitsWidth ? size.width / aspect : size.height
  width = Math.max(1, Math.floor(width / Math.max(1, zoom)))
  height = Math.max(1, Math.min(size.height, Math.round(width / aspect)))
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max)
  const left = Math.round(clamp(focus.x * size.width - width / 2, size.width - width))
  const top = Math.round(clamp(focus.y * size.height - height / 2, size.height - height))
  return { left, top, width, height }
}

/** The pipeline's name of one frame of a photo: `team-neema-mushi-square`. */
export function photoImageName(owner: string, frame: string): string {
  return `team-${owner}-${frame}`
}

/** Every frame of a photo as an entry of the responsive-image pipeline (explicit crops win). */
export function photoSources<Frame extends string>(
  owner: string,
  photo: TeamPhoto<Frame>,
  frames: Record<Frame, PhotoFrame>,
): Record<string, ResponsiveImageSource> {
  return Object.fromEntries(
    (Object.entries(frames) as [Frame, PhotoFrame][]).map(([frame, spec]) => {
      const crop =
        photo.crops?.[frame] ?? cropAround(photo, spec.aspect, photo.focus, spec.zoom ?? 1)
      const widths = spec.widths.filter((w) => w < crop.width)
      return [
        photoImageName(owner, frame),
        {
          source: `public/team/${photo.file}`,
          width: crop.width,
          height: crop.height,
          // Never upscaled: the largest variant is at most the crop's own width.
          widths: [...widths, Math.min(crop.width, spec.widths.at(-1)!)].filter(
            (w, i, all) => all.indexOf(w) === i,
          ),
          quality: 60,
          crop,
        } satisfies ResponsiveImageSource,
      ]
    }),
  )
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PLACEHOLDER_WORDS = /lorem|placeholder|todo|tbd|xxx/i

function photoProblems(where: string, photo: TeamPhoto, frames: Record<string, PhotoFrame>) {
  const problems: string[] = []
  if (!/\.(jpe?g|png|webp)$/i.test(photo.file))
    problems.push(`${where}.file "${photo.file}" is not a JPEG, PNG or WebP file in public/team/`)
  if (!(photo.width > 0 && photo.height > 0))
    problems.push(`${where}.width and .height must be the file's size in pixels`)
  const { focus } = photo
  if (focus && !(focus.x >= 0 && focus.x <= 1 && focus.y >= 0 && focus.y <= 1))
    problems.push(`${where}.focus must be shares of the width and height, between 0 and 1`)
  for (const [frame, box] of Object.entries(photo.crops ?? {})) {
    const spec = frames[frame]
    if (!spec) {
      problems.push(
        `${where}.crops.${frame} is not a frame; use ${Object.keys(frames).join(' or ')}`,
      )
      continue
    }
    if (!box) continue
    if (
      box.left < 0 ||
      box.top < 0 ||
      box.left + box.width > photo.width ||
      box.top + box.height > photo.height
    )
      problems.push(
        `${where}.crops.${frame} reaches outside the ${photo.width}×${photo.height} photo`,
      )
    if (Math.abs(box.width / box.height - spec.aspect) > 0.01)
      problems.push(
        `${where}.crops.${frame} is ${box.width}×${box.height}; the frame needs a width/height of ${spec.aspect.toFixed(2)}`,
      )
  }
  return problems
}

/**
 * What is wrong with a member's file, each problem naming the file and the field so a writer knows
 * what to fix; an empty list when the record is fine. `fileExists` tells whether a photo is there.
 */
export function teamMemberProblems(
  member: TeamMember,
  fileExists: (publicPath: string) => boolean = () => true,
): string[] {
  const file = `content/team/${member.id}.ts`
  const problems: string[] = []
  if (!ID.test(member.id))
    problems.push(`${file}: id "${member.id}" must be lower case words joined by hyphens`)
  if (member.name.trim().split(/\s+/).length < 2)
    problems.push(`${file}: name needs a first and a last name`)
  if (member.role.trim().length < 3) problems.push(`${file}: role is missing`)
  if (member.focus.trim().length < 3) problems.push(`${file}: focus is missing`)
  if (PLACEHOLDER_WORDS.test(`${member.name} ${member.role} ${member.focus}`))
    problems.push(`${file}: holds placeholder words`)
  if (member.base === 'remote' && !member.city?.trim())
    problems.push(`${file}: city is missing (where does this remote member work from?)`)
  for (const [key, value] of Object.entries(member.portrait ?? {})) {
    const allowed: Record<string, readonly string[]> = {
      head: PORTRAIT_HEADS,
      face: PORTRAIT_FACES,
      accessories: PORTRAIT_ACCESSORIES,
      facialHair: PORTRAIT_FACIAL_HAIR,
      skin: PORTRAIT_SKIN,
    }
    const list = allowed[key]
    if (!list) problems.push(`${file}: portrait.${key} is not a feature of the illustration`)
    else if (!list.includes(value))
      problems.push(`${file}: portrait.${key} "${value}" is not one of ${list.join(', ')}`)
  }
  if (member.photo) {
    problems.push(...photoProblems(`${file}: photo`, member.photo, PORTRAIT_FRAMES))
    if (!fileExists(`team/${member.photo.file}`))
      problems.push(`${file}: photo.file "${member.photo.file}" is not in public/team/`)
  }
  return problems
}

/** The same for a scene of `content/team/scenes.ts`. */
export function teamSceneProblems(
  scene: TeamScene,
  fileExists: (publicPath: string) => boolean = () => true,
): string[] {
  const where = `content/team/scenes.ts: ${scene.id}`
  const problems: string[] = []
  if (scene.alt.trim().length < 10) problems.push(`${where}.alt must describe the picture`)
  if (scene.photo) {
    problems.push(...photoProblems(`${where}.photo`, scene.photo, SCENE_FRAMES))
    if (!fileExists(`team/${scene.photo.file}`))
      problems.push(`${where}.photo.file "${scene.photo.file}" is not in public/team/`)
  }
  return problems
}
