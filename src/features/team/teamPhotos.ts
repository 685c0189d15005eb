/**
 * Every real team photo as entries of the responsive-image pipeline, one per frame (the build's
 * image worker and the dev server's image plugin add them to src/ui/responsiveImages.ts). Empty
 * while the team is illustrated.
 */
import { team } from '../../../content/team/index.ts'
import { scenes } from '../../../content/team/scenes.ts'
import type { ResponsiveImageSource } from '../../ui/responsiveImages.ts'
import {
  PORTRAIT_FRAMES,
  SCENE_FRAMES,
  photoSources,
  type TeamMember,
  type TeamScene,
} from './teamMember.ts'

export function teamPhotoSources(
  members: TeamMember[] = team,
  groupScenes: TeamScene[] = Object.values(scenes),
): Record<string, ResponsiveImageSource> {
  return Object.assign(
    {},
    ...members.map((m) => (m.photo ? photoSources(m.id, m.photo, PORTRAIT_FRAMES) : {})),
    ...groupScenes.map((s) => (s.photo ? photoSources(s.id, s.photo, SCENE_FRAMES) : {})),
  ) as Record<string, ResponsiveImageSource>
}
