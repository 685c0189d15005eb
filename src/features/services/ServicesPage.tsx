import styled from 'styled-components'
import { LinkButton, ButtonRow } from '../../ui/Button'
import { Badge, Card, CardFooter, CardGrid, CheckList, IconBadge } from '../../ui/Card'
import { Expandable } from '../../ui/Expandable'
import { NumberedList } from '../../ui/NumberedList'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CtaBand } from '../offerings/CtaBand'
import { staggerDelay } from '../offerings/stagger'
import {
  archived,
  coreServices,
  coreServicesSection,
  servicesCta,
  servicesHero,
  servicesProcess,
} from './servicesCopy'
import { ServiceMapVisual } from './ServiceMapVisual'

/* The icon, stage and category: on phones the service map above already shows both. */
const CardHead = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`

const Archive = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** Products & Services. */
export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        lead={<p>{servicesHero.lead}</p>}
        actions={<ActionRow actions={servicesHero.actions} onDark size="lg" />}
        aside={<ServiceMapVisual />}
      />

      <Section
        id={coreServicesSection.id}
        eyebrow={coreServicesSection.eyebrow}
        title={coreServicesSection.title}
        intro={coreServicesSection.intro}
        layout="inline"
      >
        <CardGrid as="ul" $columns={2}>
          {coreServices.map(({ icon: Icon, ...service }, i) => (
            <Reveal as="li" key={service.name} delay={staggerDelay(i)}>
              <Card style={{ height: '100%' }} aria-labelledby={`service-${i}`}>
                <CardHead>
                  <IconBadge aria-hidden="true">
                    <Icon />
                  </IconBadge>
                  {/* The service's stage on the opening's map: 01 Analyse, 02 Label… */}
                  <Badge>
                    {String(i + 1).padStart(2, '0')} {service.map.stage}
                  </Badge>
                </CardHead>
                <h3 id={`service-${i}`}>{service.name}</h3>
                <Summary>{service.summary}</Summary>
                <CheckList aria-label={`${service.name} features`}>
                  {service.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </CheckList>
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
              </Card>
            </Reveal>
          ))}
        </CardGrid>
      </Section>

      <Section
        id={servicesProcess.id}
        tone="alt"
        eyebrow={servicesProcess.eyebrow}
        title={servicesProcess.title}
        intro={servicesProcess.intro}
        layout="split"
      >
        <NumberedList
          items={servicesProcess.steps.map((s) => ({ title: s.title, text: s.description }))}
        />
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
