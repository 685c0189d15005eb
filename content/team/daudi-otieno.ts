import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'daudi-otieno',
  name: 'Daudi Otieno',
  role: 'Full Stack Developer',
  focus: 'Dashboards, APIs and the tools clients use',
  lead: false,
  base: 'remote',
  city: 'Nairobi',
  portrait: { head: 'short4', face: 'smile', skin: 'deep', accessories: 'glasses2' },
}

export default member
