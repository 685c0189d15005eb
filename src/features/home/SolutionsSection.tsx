import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { SnapRow } from '../../ui/SnapRow'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { solutionCards, solutions } from './homeCopy'

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
      <SnapRow $columns={3}>
        {solutionCards.map((card, i) => (
          <Reveal as="li" key={card.title} delay={staggerDelay(i, HOME_STAGGER)}>
            <Card style={{ height: '100%' }}>
              <Badge $tone="accent">{card.category}</Badge>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <CardFooter>
                <LinkButton to="/contact">{card.cta}</LinkButton>
              </CardFooter>
            </Card>
          </Reveal>
        ))}
      </SnapRow>
      <ButtonRow $center>
        <LinkButton to={solutions.archive.to} variant="secondary">
          {solutions.archive.label}
        </LinkButton>
      </ButtonRow>
    </Section>
  )
}
