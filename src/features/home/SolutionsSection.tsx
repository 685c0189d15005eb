import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { solutionCards, solutions } from './homeCopy'

/**
 * The first solution leads, the others follow. At every width the lead's button is the one solid
 * (primary) button and the others are outlined (secondary): one first step, two alternatives; the
 * archive under them is a quiet link (ghost), a third tier. On a
 * phone every card is compact and whole: category, title, its sentence and its button, with less
 * padding and smaller type than on wide screens so the three together take
 * about the room the old lead-plus-two-stubs did. On a tablet the lead runs across the width, its
 * button beside the words, over the other two side by side: one card then two, never two then a
 * lone one. From 1024 px three equal cards.
 */
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  article {
    height: 100%;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    article {
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[4]};
      h3 {
        font-size: ${({ theme }) => theme.fontSize.lg};
      }
      p {
        margin: 0;
        font-size: ${({ theme }) => theme.fontSize.sm};
        line-height: 1.5;
        color: ${({ theme }) => theme.color.textMuted};
      }
      > :last-child {
        padding-top: 0;
      }
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    > :first-child {
      grid-column: 1 / -1;
    }
    > :first-child article {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: ${({ theme }) => theme.space[6]};
      align-items: end;
      > :not(:last-child) {
        grid-column: 1;
      }
      > :last-child {
        grid-column: 2;
        grid-row: 1 / span 3;
        padding: 0;
      }
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
    > :first-child article {
      display: flex;
      align-items: normal;
      > :last-child {
        padding-top: ${({ theme }) => theme.space[3]};
      }
    }
  }
`

/** Three solution cards (title, category, description, cta to /contact) and the archive link. */
export function SolutionsSection() {
  return (
    <Section
      id={solutions.id}
      tone="alt"
      eyebrow={solutions.eyebrow}
      title={solutions.title}
      intro={solutions.intro}
    >
      <Cards>
        {solutionCards.map((card, i) => (
          <Reveal as="li" key={card.title} delay={staggerDelay(i, HOME_STAGGER)}>
            <Card>
              <Badge $tone="accent">{card.category}</Badge>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <CardFooter>
                <LinkButton to="/contact" variant={i === 0 ? 'primary' : 'secondary'}>
                  {card.cta}
                </LinkButton>
              </CardFooter>
            </Card>
          </Reveal>
        ))}
      </Cards>
      <ButtonRow $center>
        <LinkButton to={solutions.archive.to} variant="ghost">
          {solutions.archive.label}
          <ArrowRight aria-hidden="true" size={18} />
        </LinkButton>
      </ButtonRow>
    </Section>
  )
}
