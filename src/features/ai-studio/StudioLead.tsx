import styled from 'styled-components'
import { team } from '../../../content/team'
import { Portrait } from '../team/Portrait'
import { studioLead } from './aiStudioCopy'

/* A face, a name and one sentence: the studio's reasons come from people, so one stands beside them. */
const Figure = styled.div`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: center;
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  max-width: 26rem;
  img {
    width: 5rem;
    height: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  > span {
    display: grid;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export function StudioLead() {
  const member = team.find((m) => m.id === studioLead.memberId)
  if (!member) return null
  return (
    <Figure role="group" aria-label={studioLead.title}>
      <Portrait member={member} frame="square" sizes="80px" />
      <span>
        <span>{studioLead.title}</span>
        <strong>{member.name}</strong>
        {member.role}
      </span>
      <p>{studioLead.text}</p>
    </Figure>
  )
}
