import { ArrowDown } from 'lucide-react'
import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { TryNowVisual } from '../offerings/visuals/TryNowVisual'
import { tryChoices, tryNowHero, tryProducts } from './tryNowCopy'

/*
 * /try-now's own opening (round 8): numbers-led on a light canvas, not a navy window of mock tiles.
 * The words on the left; on the right the trial's length set as the statement, its month drawn
 * under it; across the foot, the three products as real choices, each a link down to its card.
 * Phones: the words, the month, the choices, in that order.
 */

const Opening = styled.section`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[7]} 0;
  }
`

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    column-gap: ${({ theme }) => theme.space[8]};
    row-gap: ${({ theme }) => theme.space[7]};
    align-items: center;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    ${displayTitle('clamp(2.25rem, 1.4rem + 3.6vw, 4rem)', 1.04)}
    text-wrap: balance;
  }
`

const Lead = styled.p`
  max-width: 38rem;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/* The choices: a ruled row of three across the foot, a list of three on phones. */
const Choices = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-column: 1 / -1;
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    border-top: 2px solid ${({ theme }) => theme.color.ink};
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  li {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      border-bottom: 0;
      & + li {
        border-left: 1px solid ${({ theme }) => theme.color.border};
      }
    }
  }
  a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 3rem;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      padding: ${({ theme }) => theme.space[4]};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    li:first-child a {
      padding-left: 0;
    }
  }
  a:hover strong {
    text-decoration: underline;
  }
  a > span:nth-child(2) {
    display: grid;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  a > span:first-child {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  a > svg {
    color: ${({ theme }) => theme.color.brand};
  }
`

export function TryNowOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="trial-month">
      <Container>
        <Grid>
          <div>
            <Eyebrow>{tryNowHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{tryNowHero.title}</h1>
            <Lead>{tryNowHero.lead}</Lead>
            <ActionRow actions={tryNowHero.actions} size="lg" />
          </div>
          <TryNowVisual />
          <Choices aria-label={tryChoices.label} data-try-choices="">
            <p aria-hidden="true">{tryChoices.label}</p>
            <ul>
              {tryProducts.map(({ icon: Icon, name, category, drawing }) => (
                <li key={name}>
                  <a href={`#${tryChoices.anchor(drawing)}`}>
                    <span>
                      <Icon aria-hidden="true" />
                    </span>
                    <span>
                      <strong>{name}</strong>
                      {category}
                    </span>
                    <ArrowDown aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </Choices>
        </Grid>
      </Container>
    </Opening>
  )
}
