import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { Reveal } from '../../ui/Reveal'
import { onPremises } from './homeContent'

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 1px solid rgba(255, 255, 255, 0.25);
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`

/** The on-premises call to action, on the dark background. */
export function OnPremisesCta() {
  return (
    <Section
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
        <ButtonRow $center>
          <LinkButton to={onPremises.action.to}>{onPremises.action.label}</LinkButton>
        </ButtonRow>
      </Reveal>
    </Section>
  )
}
