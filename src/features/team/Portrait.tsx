import { ArtDirectedPicture, type ArtDirectedSource } from '../../ui/ArtDirectedPicture'
import {
  ILLUSTRATION_SIZE,
  PORTRAIT_FRAMES,
  SCENE_ILLUSTRATION_SIZE,
  SCENE_FRAMES,
  illustrationUrl,
  photoImageName,
  photoSources,
  type PhotoFrame,
  type TeamMember,
  type TeamPhoto,
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
}

/**
 * A member's portrait: their photo when the file names one (square on phones, 4:5 from 768 px,
 * each crop cut around the face by the build), else their illustration generated at build time.
 * Either way an `<img>` with its size, so the page reserves the box before it loads.
 */
export function Portrait({
  member,
  alt = '',
  sizes = '(min-width: 768px) 280px, 45vw',
  priority = false,
  className,
}: PortraitProps) {
  if (member.photo)
    return (
      <ArtDirectedPicture
        sources={artDirected(member.id, member.photo, PORTRAIT_FRAMES)}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    )
  const { width, height } = ILLUSTRATION_SIZE.portrait
  return (
    <img
      className={className}
      src={illustrationUrl(member.id)}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      data-portrait="illustration"
    />
  )
}

/** A scene's real photo (4:3 on phones, 16:10 from 768 px); `null` while it has none. */
function ScenePhoto({
  scene,
  sizes = '(min-width: 1024px) 600px, 100vw',
  className,
}: {
  scene: { id: string; alt: string; photo?: TeamPhoto<keyof typeof SCENE_FRAMES> }
  sizes?: string
  className?: string
}) {
  if (!scene.photo) return null
  return (
    <ArtDirectedPicture
      sources={artDirected(scene.id, scene.photo, SCENE_FRAMES)}
      alt={scene.alt}
      sizes={sizes}
      className={className}
    />
  )
}

/**
 * A scene (a group picture): its real photo when `content/team/scenes.ts` names one, else its
 * illustration generated at build time (the scene's people together, 16:10). Always described:
 * the picture shows who is in it.
 */
export function ScenePicture({
  scene,
  sizes,
  priority = false,
  className,
}: {
  scene: { id: string; alt: string; photo?: TeamPhoto<keyof typeof SCENE_FRAMES> }
  sizes?: string
  priority?: boolean
  className?: string
}) {
  if (scene.photo) return <ScenePhoto scene={scene} sizes={sizes} className={className} />
  const { width, height } = SCENE_ILLUSTRATION_SIZE
  return (
    <img
      className={className}
      src={illustrationUrl(scene.id)}
      width={width}
      height={height}
      alt={scene.alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      data-scene="illustration"
    />
  )
}
