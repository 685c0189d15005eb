import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { media } from '../../theme/tokens'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { solutionCards, solutions } from './homeCopy'

/**
 * An asymmetric grid: from 1024 px the heading and the archive link in a narrow column on the left,
 * the three solutions as a stack of wide cards on the right. The three are one family at every
 * width: one label style (the sector, in small capitals), one title size, one outlined button, no
 * card louder than the others. From 768 px each card's button sits beside its words; on a phone
 * it follows them.
 */
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  article {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
    h3 {
      margin: 0;
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    p {
      margin: 0;
      font-size: ${({ theme }) => theme.fontSize.sm};
      line-height: 1.5;
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
  ${media.md} {
    gap: ${({ theme }) => theme.space[4]};
    article {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      column-gap: ${({ theme }) => theme.space[6]};
      padding: ${({ theme }) => theme.space[5]};
      > :not(:last-child) {
        grid-column: 1;
      }
      > :last-child {
        grid-column: 2;
        grid-row: 1 / span 3;
      }
      h3 {
        font-size: ${({ theme }) => theme.fontSize.xl};
      }
      p {
        font-size: ${({ theme }) => theme.fontSize.md};
      }
    }
  }
`

/** The sector: one quiet label style, the same on every card. */
const Sector = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`

/** The archive: a quiet link, flush with the heading's left edge. */
const Archive = styled(LinkButton)`
  &&& {
    margin-top: ${({ theme }) => theme.space[2]};
    padding-inline: 0;
  }
`

/** Three solution cards (title, category, description, cta to /contact) and the archive link. */
export function SolutionsSection() {
  const archive = (
    <Archive to={solutions.archive.to} variant="ghost">
      {solutions.archive.label}
      <ArrowRight aria-hidden="true" size={18} />
    </Archive>
  )
  return (
    <Section
      id={solutions.id}
      tone="alt"
      layout="split"
      wide
      eyebrow={solutions.eyebrow}
      title={solutions.title}
      aside={archive}
    >
      <Cards>
        {solutionCards.map((card, i) => (
          <Reveal as="li" key={card.title} delay={staggerDelay(i, HOME_STAGGER)}>
            <Card>
              <Sector>{card.category}</Sector>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <div>
                <LinkButton to="/contact" variant="secondary">
                  {card.cta}
                </LinkButton>
              </div>
            </Card>
          </Reveal>
        ))}
      </Cards>
    </Section>
  )
}
