import type { TeamScene } from '../../src/features/team/teamMember.ts'

/**
 * Group pictures. Each is an illustration of its people (`people`: the leads or everyone) generated
 * at build time until `photo` names a real photograph in `public/team/` (docs/TEAM-IMAGES.md), for
 * example:
 *
 *   photo: { file: 'team-at-work.jpg', width: 3000, height: 2000, focus: { x: 0.5, y: 0.4 } },
 */
export const scenes = {
  /** /about's opening: the four people who lead the work, together. */
  about: {
    id: 'leads',
    alt: 'The four leads of the company side by side, in the order their names follow.',
    people: 'leads',
  },
  /** /careers: the people a new colleague works with. */
  careers: {
    id: 'team',
    alt: 'The whole team together, in two rows, in the order their names follow.',
    people: 'everyone',
  },
} satisfies Record<string, TeamScene>
