import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'zawadi-kimaro',
  name: 'Zawadi Kimaro',
  role: 'Lead Data Scientist, Language',
  focus: 'Swahili and English NLP, annotation standards',
  lead: true,
  base: 'dar-es-salaam',
  portrait: { head: 'bun', face: 'smile', skin: 'warm', accessories: 'glasses4' },
}

export default member
