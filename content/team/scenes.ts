import type { TeamScene } from '../../src/features/team/teamMember.ts'

/**
 * Group pictures. Each is an illustration of the team generated at build time until `photo` names a
 * real photograph in `public/team/` (docs/TEAM-IMAGES.md), for example:
 *
 *   photo: { file: 'team-at-work.jpg', width: 3000, height: 2000, focus: { x: 0.5, y: 0.4 } },
 */
export const scenes = {
  /** /careers: the people a new colleague works with. */
  careers: {
    id: 'team',
    alt: 'The team at work.',
  },
} satisfies Record<string, TeamScene>
