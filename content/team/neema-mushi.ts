import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'neema-mushi',
  name: 'Neema Mushi',
  role: 'Co-founder, Managing Director',
  focus: 'Client partnerships, scoping and delivery',
  lead: true,
  base: 'dar-es-salaam',
  portrait: { head: 'bantuKnots', face: 'smile', skin: 'deep', accessories: 'none' },
}

export default member
