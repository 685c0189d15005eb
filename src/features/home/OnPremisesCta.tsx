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
  /* On a phone the guarantees run on as one short line of text, each after a teal dot. */
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  li {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    &::before {
      content: '';
      display: inline-block;
      width: 6px;
      height: 6px;
      margin: 0 ${({ theme }) => theme.space[2]} 2px 0;
      border-radius: 50%;
      background: ${({ theme }) => theme.color.brandOnDark};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[3]};
    li {
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.color.lineOnDark};
      border-radius: ${({ theme }) => theme.radius.pill};
      font-size: ${({ theme }) => theme.fontSize.md};
      font-weight: 400;
      &::before {
        content: none;
      }
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
