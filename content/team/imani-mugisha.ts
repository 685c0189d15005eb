import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'imani-mugisha',
  name: 'Imani Mugisha',
  role: 'Product Analyst',
  focus: 'Client research, metrics and roadmaps',
  lead: false,
  base: 'remote',
  city: 'Kigali',
  portrait: { head: 'afro', face: 'smile', skin: 'brown', accessories: 'none' },
}

export default member
