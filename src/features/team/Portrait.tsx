import { ArtDirectedPicture, type ArtDirectedSource } from '../../ui/ArtDirectedPicture'
import {
  ILLUSTRATION_SIZE,
  PORTRAIT_FRAMES,
  SCENE_FRAMES,
  illustrationUrl,
  photoImageName,
  photoSources,
  type PhotoFrame,
  type TeamMember,
  type TeamPhoto,
  type TeamScene,
} from './teamMember'

/** The crops of a photo in the order `<picture>` needs them: media queries first, the default last. */
function artDirected<Frame extends string>(
  owner: string,
  photo: TeamPhoto<Frame>,
  frames: Record<Frame, PhotoFrame>,
): ArtDirectedSource[] {
  const entries = photoSources(owner, photo, frames)
  return (Object.entries(frames) as [Frame, PhotoFrame][])
    .map(([frame, spec]) => {
      const name = photoImageName(owner, frame)
      return { name, image: entries[name]!, media: spec.media }
    })
    .sort((a, b) => Number(!a.media) - Number(!b.media))
}

export interface PortraitProps {
  member: TeamMember
  /**
   * Text alternative. `''` (the default) where the name is written beside the portrait, so it is
   * not read twice; the name (and role) where it stands alone.
   */
  alt?: string
  /** Rendered width hints for a photo. */
  sizes?: string
  priority?: boolean
  className?: string
  /**
   * `'adaptive'` (the default): square on phones and 4:5 from 768 px for a photo, the 4:5 tile for
   * an illustration. `'square'`: the close square crop at every width (small portraits in a list).
   */
  frame?: 'adaptive' | 'square'
}

/**
 * A member's portrait: their photo when the file names one (each crop cut around the face by the
 * build), else their illustration generated at build time. Either way an `<img>` with its size, so
 * the page reserves the box before it loads.
 */
export function Portrait({
  member,
  alt = '',
  sizes = '(min-width: 768px) 280px, 45vw',
  priority = false,
  className,
  frame = 'adaptive',
}: PortraitProps) {
  if (member.photo) {
    const sources = artDirected(member.id, member.photo, PORTRAIT_FRAMES)
    return (
      <ArtDirectedPicture
        sources={
          frame === 'square'
            ? sources.filter((s) => s.name === photoImageName(member.id, 'square'))
            : sources
        }
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    )
  }
  const tile = frame === 'square' ? 'square' : 'tall'
  const { width, height } = ILLUSTRATION_SIZE[tile === 'square' ? 'square' : 'portrait']
  return (
    <img
      className={className}
      src={illustrationUrl(member.id, tile)}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
    />
  )
}

/**
 * A scene's real photo (4:3 on phones, 16:10 from 768 px) when `content/team/scenes.ts` names one,
 * else nothing: groups are not drawn (a row of drawn faces reads as clip art), so the page composes
 * the place and the people's own portraits instead until a real photo exists.
 */
export function ScenePhoto({
  scene,
  sizes = '(min-width: 1024px) 600px, 100vw',
  priority = false,
  className,
}: {
  scene: Pick<TeamScene, 'id' | 'alt' | 'photo'>
  sizes?: string
  priority?: boolean
  className?: string
}) {
  if (!scene.photo) return null
  return (
    <ArtDirectedPicture
      sources={artDirected(scene.id, scene.photo, SCENE_FRAMES)}
      alt={scene.alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}
