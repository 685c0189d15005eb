import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'juma-rashidi',
  name: 'Juma Rashidi',
  role: 'MLOps and Platform Lead',
  focus: 'Pipelines, deployment and monitoring',
  lead: true,
  base: 'dar-es-salaam',
  portrait: {
    head: 'shaved2',
    face: 'smile',
    skin: 'deep',
    accessories: 'none',
    facialHair: 'full',
  },
}

export default member
