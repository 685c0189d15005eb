import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { ScrollLink } from '../../ui/ScrollLink'
import { Section } from '../../ui/Section'
import { approach, industriesHero, sectorsSection } from './industriesContent'
import { industries } from './industryData'
import { SectorCard } from './SectorCard'

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

const Points = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: point;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: point;
  }
  li::before {
    content: counter(point, decimal-leading-zero);
    display: block;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 800;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** Industries overview: six sector cards, each leading to its sector page. */
export default function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow={industriesHero.eyebrow}
        title={industriesHero.title}
        lead={<p>{industriesHero.lead}</p>}
        actions={
          <ButtonRow>
            <ScrollLink targetId={industriesHero.explore.targetId}>
              {industriesHero.explore.label}
            </ScrollLink>
            <LinkButton to={industriesHero.estimate.to} variant="onDark">
              {industriesHero.estimate.label}
            </LinkButton>
          </ButtonRow>
        }
      />

      <Section
        id={sectorsSection.id}
        eyebrow={sectorsSection.eyebrow}
        title={sectorsSection.title}
        intro={sectorsSection.intro}
        tone="alt"
      >
        <Grid $columns={3}>
          {industries.map((industry, index) => (
            <Reveal key={industry.id} delay={0.05 + (index % 3) * 0.05}>
              <SectorCard industry={industry} />
            </Reveal>
          ))}
        </Grid>
      </Section>

      <Section id="approach" title={approach.title}>
        <Points>
          {approach.points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </Points>
      </Section>
    </>
  )
}
