import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { Reveal } from '../../ui/Reveal'
import { onPremises } from './homeCopy'

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[3]};
    li {
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

/** The on-premises call to action, on the dark background: the case beside what it guarantees. */
export function OnPremisesCta() {
  return (
    <Section
      layout="split"
      id={onPremises.id}
      tone="dark"
      eyebrow={onPremises.eyebrow}
      title={onPremises.title}
      intro={onPremises.text}
    >
      <Reveal>
        <Points>
          {onPremises.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Points>
        <ButtonRow>
          <LinkButton to={onPremises.action.to}>{onPremises.action.label}</LinkButton>
        </ButtonRow>
      </Reveal>
    </Section>
  )
}
