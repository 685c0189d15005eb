import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'amani-mollel',
  name: 'Amani Mollel',
  role: 'Machine Learning Engineer',
  focus: 'Computer vision and model serving',
  lead: false,
  base: 'dar-es-salaam',
  portrait: { head: 'twists', face: 'driven', skin: 'brown', accessories: 'none' },
}

export default member
