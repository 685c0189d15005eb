import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'fatuma-hamisi',
  name: 'Fatuma Hamisi',
  role: 'Annotation Operations Lead',
  focus: 'Annotator training, quality control and turnaround',
  lead: false,
  base: 'dar-es-salaam',
  portrait: { head: 'hijab', face: 'smile', skin: 'warm', accessories: 'none' },
}

export default member
