import styled from 'styled-components'
import { Compass, Target } from 'lucide-react'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { Card, CardGrid, IconBadge } from '../../ui/Card'
import { Expandable } from '../../ui/Expandable'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { StatGrid, StatTile } from '../../ui/StatTile'
import { Reveal } from '../../ui/Reveal'
import { site } from '../../config/site'
import { FoundingPanel } from './FoundingPanel'
import { TeamSection } from './TeamSection'
import { aboutCta, aboutHero, aboutStats, mission, story, values, vision } from './aboutContent'

const ValueList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 46rem;
  margin: 0 auto;
`

const ValueSummary = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`

const Story = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: 0 auto;
  font-size: ${({ theme }) => theme.fontSize.lg};
`

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={<p>{aboutHero.lead}</p>}
        aside={<FoundingPanel />}
      />

      <Section id="mission" title="Mission and vision" tone="plain">
        <CardGrid $columns={2}>
          {[
            { ...mission, icon: <Target /> },
            { ...vision, icon: <Compass /> },
          ].map((block, i) => (
            <Reveal key={block.title} delay={0.05 + i * 0.1}>
              <Card>
                <IconBadge aria-hidden="true">{block.icon}</IconBadge>
                <h3>{block.title}</h3>
                <p>{block.text}</p>
              </Card>
            </Reveal>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="values"
        title="Our values"
        intro="Four commitments that shape how we work."
        tone="alt"
      >
        <ValueList>
          {values.map((value) => (
            <Expandable
              key={value.name}
              as="h3"
              summary={
                <>
                  {value.name}
                  <ValueSummary>{value.summary}</ValueSummary>
                </>
              }
            >
              <p>{value.detail}</p>
            </Expandable>
          ))}
        </ValueList>
      </Section>

      <Section id="story" title={story.title} eyebrow={`Founded ${site.foundedYear}`}>
        <Story>
          {story.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </Story>
      </Section>

      <TeamSection />

      <Section id="numbers" title="By the numbers" tone="dark">
        <StatGrid>
          {aboutStats.map((s) => (
            <StatTile key={s.label} {...s} onDark />
          ))}
        </StatGrid>
      </Section>

      <Section id="join" title={aboutCta.title} intro={aboutCta.text}>
        <ButtonRow $center>
          <LinkButton to="/careers">{aboutCta.careers}</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            {aboutCta.contact}
          </LinkButton>
          <AnchorButton href={`mailto:${site.email}`} variant="ghost">
            {site.email}
          </AnchorButton>
        </ButtonRow>
      </Section>
    </>
  )
}
