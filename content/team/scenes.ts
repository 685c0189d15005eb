import type { TeamScene } from '../../src/features/team/teamMember.ts'

/**
 * Group photographs. Groups are not drawn, so a scene shows nothing until `photo` names a real
 * photograph in `public/team/` (docs/TEAM-IMAGES.md), for example:
 *
 *   photo: { file: 'team-at-work.jpg', width: 3000, height: 2000, focus: { x: 0.5, y: 0.4 } },
 *
 * Then /about shows it above the map, and /careers above the roster of the team.
 */
export const scenes = {
  /** /about: the team at the office (above the map, beside the founding story). */
  about: {
    id: 'office',
    alt: 'The team at work in the Dar es Salaam office.',
  },
  /** /careers: the people a new colleague works with. */
  careers: {
    id: 'team',
    alt: 'The whole team together.',
  },
} satisfies Record<string, TeamScene>
