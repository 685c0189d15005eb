import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, CheckList, IconBadge } from '../../ui/Card'
import { Expandable } from '../../ui/Expandable'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { CtaBand } from '../offerings/CtaBand'
import { stepLabel } from '../offerings/processSteps'
import { staggerDelay } from '../offerings/stagger'
import {
  archived,
  coreServiceFacts,
  coreServices,
  coreServicesSection,
  servicesCta,
  servicesProcess,
} from './servicesCopy'
import { ServiceFragment } from './ServiceFragment'
import { ServicesOpening } from './ServicesOpening'

/**
 * The catalogue: the lead service (the one most programmes start with) as a wide row, its product
 * window large beside the words from 1024 px; the other three under it as a row of columns, each
 * opening on its product window. Two forms, not four repeats of one. On phones every card opens on
 * a glimpse of its window.
 */
const Catalogue = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  /* A tablet: the four two across, each its window over its folded words. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    > li > article {
      height: 100%;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[6]};
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > li:first-child {
      grid-column: 1 / -1;
    }
    /* The three share two row tracks (window, words) through subgrid, so their windows end and
       their titles start at one height whatever each window holds. */
    > li:not(:first-child) {
      display: grid;
      grid-row: span 2;
      grid-template-rows: subgrid;
      row-gap: 0;
    }
    > li:not(:first-child) > article {
      grid-row: 1 / -1;
      grid-template-rows: subgrid;
    }
  }
`

/** The lead: words beside a large window that fills the card's right side. */
const Lead = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  /* Phones: the opening's line is the picture; the window waits for 768 px. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > :last-child {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
    > :first-child {
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}
        ${({ theme }) => theme.space[4]};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[5]};
    > :first-child {
      padding: ${({ theme }) => theme.space[5]};
    }
    > :last-child {
      align-self: stretch;
      grid-template-columns: minmax(0, 1fr);
      padding: ${({ theme }) => theme.space[6]};
    }
  }
`

/**
 * One of the three: its window on top, the words under it, Learn More at the foot. On phones the
 * window waits (the lead's whole window above is the picture) and the icon and stage head the card.
 */
const Column = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > :first-child {
      display: none;
    }
    [data-card-head] {
      display: flex;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
    > :last-child {
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}
        ${({ theme }) => theme.space[4]};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    /* One stage height for the three (the row's subgrid), so their headings line up. */
    > :first-child {
      align-self: stretch;
      align-content: center;
      padding: ${({ theme }) => theme.space[3]};
    }
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[3]};
    }
    h3 {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
    [data-summary] {
      font-size: ${({ theme }) => theme.fontSize.md};
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

/* The icon and the service's stage on the opening's line. */
const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

const Summary = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/**
 * A service's detail folded into one disclosure on phones: its summary is the name and the line,
 * the rest (who it's for, the first step, what you get, the engagement) inside, so four services
 * read as four short cards (on a tablet too, two across under their windows). From 1024 px the
 * card is open: the summary hides, OpenHead shows the name and the line, and the rest shows through
 * \`::details-content\`; a browser without it keeps the fold, which still opens.
 */
const Fold = styled.details`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  > summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    column-gap: ${({ theme }) => theme.space[3]};
    list-style: none;
    cursor: pointer;
    color: ${({ theme }) => theme.color.ink};
    &::-webkit-details-marker {
      display: none;
    }
    > :not(svg) {
      grid-column: 1;
    }
    > svg {
      grid-area: 1 / 2 / 3;
      margin-top: 0.35rem;
      width: 1.5rem;
      height: 1.5rem;
      color: ${({ theme }) => theme.color.brand};
    }
  }
  &[open] > summary > svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: no-preference) {
    > summary > svg {
      transition: transform 250ms;
    }
  }
  /* Inside the fold on phones: a little air under the head. */
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[3]};
  }
  @supports selector(::details-content) {
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      &::details-content {
        content-visibility: visible;
      }
      > summary {
        display: none;
      }
    }
  }
`

/**
 * The card's head where the card is open (from 1024 px): the name and the line, outside the fold
 * (whose summary then hides), so no toggle stands where nothing folds.
 */
const OpenHead = styled.div`
  display: none;
  @supports selector(::details-content) {
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      display: block;
    }
  }
`

/** Who it's for and the first step: two short facts side by side from 1024 px. */
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[1]} 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-block: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
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
    border-radius: ${({ theme }) => theme.radius.md};
    background-color: ${({ theme }) => theme.color.ink};
    background-image: ${({ theme }) => theme.pattern.dotGrid};
    background-size: ${({ theme }) => theme.pattern.dotGridSize};
    align-content: center;
    justify-content: center;
    grid-template-columns: minmax(0, 28rem);
    padding: ${({ theme }) => theme.space[4]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    order: 0;
    align-self: center;
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  }
`

/**
 * The process as a timeline: a line through numbered dots down the left, each step with how long
 * it takes; beside the heading from 1024 px (the split layout), so it does not read as the step
 * row the product pages use.
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
  color: ${({ theme }) => theme.color.brandStrong};
`

type Service = (typeof coreServices)[number]

/** A service's words: what it is, who it is for, the first step, what you get, detail, Learn More. */
function ServiceWords({ service, i }: { service: Service; i: number }) {
  const Icon = service.icon
  return (
    <Words>
      <CardHead data-card-head="">
        <IconBadge aria-hidden="true">
          <Icon />
        </IconBadge>
        {/* The service's stage on the opening's map: 01 Analyse, 02 Label… */}
        <Badge>
          {stepLabel(i + 1)} {service.map.stage}
        </Badge>
      </CardHead>
      <OpenHead>
        <h3>{service.name}</h3>
        <Summary data-summary="">{service.summary}</Summary>
      </OpenHead>
      <Fold data-service-fold="">
        <summary>
          <h3 id={`service-${i}`}>{service.name}</h3>
          <Summary data-summary="">{service.summary}</Summary>
          <ChevronDown aria-hidden="true" />
        </summary>
        <div>
          <Facts>
            <div>
              <dt>
                <Label>{coreServiceFacts.audience}</Label>
              </dt>
              <dd>{service.audience}</dd>
            </div>
            <div>
              <dt>
                <Label>{coreServiceFacts.firstStep}</Label>
              </dt>
              <dd>{service.firstStep}</dd>
            </div>
          </Facts>
          <div>
            <Label aria-hidden="true">{coreServiceFacts.features}</Label>
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
        </div>
      </Fold>
      <CardFooter>
        <LinkButton to={service.to}>
          {coreServicesSection.learnMore}
          <span className="visually-hidden"> about {service.name}</span>
        </LinkButton>
      </CardFooter>
    </Words>
  )
}

/** Products & Services. */
export default function ServicesPage() {
  return (
    <>
      <ServicesOpening />

      <Section
        id={coreServicesSection.id}
        eyebrow={coreServicesSection.eyebrow}
        title={coreServicesSection.title}
        intro={coreServicesSection.intro}
        layout="inline"
      >
        <Catalogue>
          {coreServices.map((service, i) => (
            <Reveal as="li" key={service.name} delay={staggerDelay(i)}>
              {i === 0 ? (
                <Lead aria-labelledby={`service-${i}`}>
                  <ServiceWords service={service} i={i} />
                  <Stage>
                    <ServiceFragment fragment={service.fragment} full />
                  </Stage>
                </Lead>
              ) : (
                <Column aria-labelledby={`service-${i}`}>
                  <Stage>
                    <ServiceFragment fragment={service.fragment} accent={false} compact />
                  </Stage>
                  <ServiceWords service={service} i={i} />
                </Column>
              )}
            </Reveal>
          ))}
        </Catalogue>
      </Section>

      <Section
        id={servicesProcess.id}
        tone="alt"
        eyebrow={servicesProcess.eyebrow}
        title={servicesProcess.title}
        intro={servicesProcess.intro}
        layout="split"
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

      <CtaBand
        id="contact-cta"
        {...servicesCta}
        footnote={
          <>
            <h3 id={archived.id}>{archived.title}</h3>
            <p>{archived.text}</p>
            <LinkButton to={archived.action.to} variant="onDark">
              {archived.action.label}
            </LinkButton>
          </>
        }
      />
    </>
  )
}
