import type { TeamMember } from '../../src/features/team/teamMember'

const member: TeamMember = {
  id: 'baraka-mwakyusa',
  name: 'Baraka Mwakyusa',
  role: 'Co-founder, Head of Machine Learning',
  focus: 'Model design, evaluation and research',
  lead: true,
  base: 'dar-es-salaam',
  portrait: {
    head: 'short2',
    face: 'driven',
    skin: 'brown',
    accessories: 'glasses',
    facialHair: 'goatee1',
  },
}

export default member
