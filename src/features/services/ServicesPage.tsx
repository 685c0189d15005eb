import styled from 'styled-components'
import { LinkButton, ButtonRow } from '../../ui/Button'
import { Badge, Card, CardFooter, CheckList, IconBadge } from '../../ui/Card'
import { Expandable } from '../../ui/Expandable'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CtaBand } from '../offerings/CtaBand'
import { stepLabel } from '../offerings/processSteps'
import { staggerDelay } from '../offerings/stagger'
import {
  archived,
  coreServiceFacts,
  coreServices,
  coreServicesSection,
  servicesCta,
  servicesHero,
  servicesProcess,
} from './servicesCopy'
import { ServiceFragment } from './ServiceFragment'
import { ServiceMapVisual } from './ServiceMapVisual'

/**
 * The four services, one wide row each: the words (what it is, who it is for, the first step, what
 * you get, the detail and Learn More) beside a window of the product at work, the windows
 * alternating sides from 1024 px (under the words on a tablet; a glimpse above them on phones).
 */
const Services = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[6]};
  }
`

const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
    > :first-child {
      padding: ${({ theme }) => theme.space[4]};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[6]};
    > :first-child {
      padding: ${({ theme }) => theme.space[5]};
    }
    li:nth-child(even) > & {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      > :last-child {
        order: -1;
      }
    }
  }
`

const Words = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`

/* The icon, stage and category: on phones the service map above already shows both. */
const CardHead = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/** Who it's for and the first step: two short facts side by side from 768 px. */
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[1]} 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-block: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

const Label = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
`

/**
 * The product's window on a navy stage with the data grid: on phones a glimpse at the top of the
 * card (the window's title bar and what it shows; the four cards no longer read alike), under the
 * words on a tablet, beside them from 1024 px, where the stage hugs the window and sits centred
 * beside the words instead of stretching into an empty navy column.
 */
const Stage = styled.div`
  display: grid;
  order: -1;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    order: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background-color: ${({ theme }) => theme.color.ink};
    background-image: ${({ theme }) => theme.pattern.dotGrid};
    background-size: ${({ theme }) => theme.pattern.dotGridSize};
    align-content: center;
    justify-content: center;
    grid-template-columns: minmax(0, 28rem);
    padding: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    align-self: center;
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  }
`

/** "What you get" over the checklist: from 768 px (on a phone the list reads on its own, shorter). */
const FeaturesLabel = styled(Label)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

/** On a phone, who it's for stays in the detail block's world: the first step is the line kept. */
const Audience = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

/**
 * The process as a timeline: a line through numbered dots, each step with how long it takes.
 * Below 1024 px the line runs down the left; from 1024 px across, four steps side by side.
 */
const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  > li {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: 0 0 ${({ theme }) => theme.space[5]} 3.5rem;
  }
  /* The line, from this dot to the next. */
  > li:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 2.5rem;
    bottom: 0;
    left: calc(1.25rem - 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    > li {
      align-content: start;
      padding: 3.5rem 0 0;
    }
    > li:not(:last-child)::before {
      top: calc(1.25rem - 1px);
      bottom: auto;
      left: 3rem;
      right: calc(-1 * ${({ theme }) => theme.space[5]});
      width: auto;
      height: 2px;
    }
  }
`

const Dot = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`

const Duration = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.accent};
`

const Archive = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`

/** Products & Services. */
export default function ServicesPage() {
  return (
    <>
      <PageHero
        variant="daylight"
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        lead={<p>{servicesHero.lead}</p>}
        actions={<ActionRow actions={servicesHero.actions} size="lg" />}
        aside={<ServiceMapVisual />}
      />

      <Section
        id={coreServicesSection.id}
        eyebrow={coreServicesSection.eyebrow}
        title={coreServicesSection.title}
        intro={coreServicesSection.intro}
        layout="inline"
      >
        <Services>
          {coreServices.map(({ icon: Icon, ...service }, i) => (
            <Reveal as="li" key={service.name} delay={staggerDelay(i)}>
              <Row aria-labelledby={`service-${i}`}>
                <Words>
                  <CardHead>
                    <IconBadge aria-hidden="true">
                      <Icon />
                    </IconBadge>
                    {/* The service's stage on the opening's map: 01 Analyse, 02 Label… */}
                    <Badge>
                      {stepLabel(i + 1)} {service.map.stage}
                    </Badge>
                  </CardHead>
                  <h3 id={`service-${i}`}>{service.name}</h3>
                  <Summary>{service.summary}</Summary>
                  <Facts>
                    <Audience>
                      <dt>
                        <Label>{coreServiceFacts.audience}</Label>
                      </dt>
                      <dd>{service.audience}</dd>
                    </Audience>
                    <div>
                      <dt>
                        <Label>{coreServiceFacts.firstStep}</Label>
                      </dt>
                      <dd>{service.firstStep}</dd>
                    </div>
                  </Facts>
                  <div>
                    <FeaturesLabel aria-hidden="true">{coreServiceFacts.features}</FeaturesLabel>
                    <CheckList aria-label={`${service.name} features`}>
                      {service.features.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </CheckList>
                  </div>
                  <Expandable
                    summary={
                      <>
                        {service.detail.title}
                        <span className="visually-hidden">: {service.name}</span>
                      </>
                    }
                  >
                    {service.detail.paragraphs.map((p) => (
                      <p key={p.slice(0, 24)}>{p}</p>
                    ))}
                  </Expandable>
                  <CardFooter>
                    <LinkButton to={service.to}>
                      {coreServicesSection.learnMore}
                      <span className="visually-hidden"> about {service.name}</span>
                    </LinkButton>
                  </CardFooter>
                </Words>
                <Stage>
                  <ServiceFragment fragment={service.fragment} />
                </Stage>
              </Row>
            </Reveal>
          ))}
        </Services>
      </Section>

      <Section
        id={servicesProcess.id}
        tone="alt"
        eyebrow={servicesProcess.eyebrow}
        title={servicesProcess.title}
        intro={servicesProcess.intro}
      >
        <Timeline>
          {servicesProcess.steps.map((s, i) => (
            <li key={s.title}>
              <Dot aria-hidden="true">{stepLabel(s.step)}</Dot>
              <h3>{s.title}</h3>
              <Duration>{servicesProcess.durations[i]}</Duration>
              <p>{s.description}</p>
            </li>
          ))}
        </Timeline>
      </Section>

      <Section id={archived.id} title={archived.title} layout="split" compact>
        <Archive>{archived.text}</Archive>
        <ButtonRow>
          <LinkButton to={archived.action.to} variant="secondary">
            {archived.action.label}
          </LinkButton>
        </ButtonRow>
      </Section>

      <CtaBand id="contact-cta" {...servicesCta} />
    </>
  )
}
