import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'rehema-said',
  name: 'Rehema Said',
  role: 'Data Engineer',
  focus: 'Pipelines, warehouses and data quality',
  lead: false,
  base: 'remote',
  city: 'Zanzibar',
  portrait: { head: 'cornrows2', face: 'smile', skin: 'light', accessories: 'none' },
}

export default member
