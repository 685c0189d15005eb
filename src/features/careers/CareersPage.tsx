import styled from 'styled-components'
import {
  Briefcase,
  Clock,
  GraduationCap,
  HeartPulse,
  Laptop,
  Lightbulb,
  MapPin,
  Plane,
  Scale,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { AnchorButton, ButtonRow } from '../../ui/Button'
import { Card, CardFooter, CardGrid, CheckList, IconBadge } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { ScrollLink } from '../../ui/ScrollLink'
import { Section } from '../../ui/Section'
import { internshipApplicationHref, locationLabel, workApplicationHref } from './applicationMail'
import {
  benefits,
  careersHero,
  careerValues,
  EMPLOYMENT_TYPE,
  internships,
  positions,
  positionsSection,
  POSITIONS_POSTED_ON,
  remoteCountries,
  type BenefitIconName,
  type CareerIconName,
} from './careersContent'
import { jobPostingJsonLd } from './jobPosting'

const valueIcons: Record<CareerIconName, LucideIcon> = {
  lightbulb: Lightbulb,
  target: Target,
  users: Users,
  scale: Scale,
}

const benefitIcons: Record<BenefitIconName, LucideIcon> = {
  laptop: Laptop,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  plane: Plane,
}

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

const Benefit = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const BenefitList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Requirements = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.md};
  margin: ${({ theme }) => theme.space[2]} 0 0;
`

const Note = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
`

/** Careers: values, benefits, the six positions with e-mail applications, internships. */
export default function CareersPage() {
  return (
    <>
      {positions.map((position) => (
        <JsonLd
          key={position.id}
          data={jobPostingJsonLd(position, {
            site,
            datePosted: POSITIONS_POSTED_ON,
            remoteCountries,
          })}
        />
      ))}
      <PageHero
        eyebrow={careersHero.eyebrow}
        title={careersHero.title}
        lead={<p>{careersHero.lead}</p>}
        actions={
          <ButtonRow>
            <ScrollLink targetId={careersHero.viewPositions.targetId}>
              {careersHero.viewPositions.label}
            </ScrollLink>
          </ButtonRow>
        }
      />

      <Section id="values" eyebrow="Our values" title="What we care about">
        <Grid $columns={4}>
          {careerValues.map((value, index) => {
            const Icon = valueIcons[value.icon]
            return (
              <Reveal key={value.title} delay={0.05 + index * 0.05}>
                <Card>
                  <IconBadge aria-hidden="true">
                    <Icon />
                  </IconBadge>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </Card>
              </Reveal>
            )
          })}
        </Grid>
      </Section>

      <Section id="benefits" eyebrow="Benefits" title="Why you will like it here" tone="alt">
        <BenefitList>
          {benefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon]
            return (
              <Benefit key={benefit.title}>
                <IconBadge $tone="accent" aria-hidden="true">
                  <Icon />
                </IconBadge>
                <div>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </div>
              </Benefit>
            )
          })}
        </BenefitList>
      </Section>

      <Section
        id={positionsSection.id}
        eyebrow={positionsSection.eyebrow}
        title={positionsSection.title}
        intro={positionsSection.intro}
      >
        <Grid $columns={2}>
          {positions.map((position, index) => (
            <Reveal key={position.id} delay={0.05 + (index % 2) * 0.05}>
              <Card id={position.id} data-position={position.id}>
                <h3>{position.title}</h3>
                <Facts aria-label="Role facts">
                  <li>
                    <Briefcase aria-hidden="true" size={16} />
                    {position.department}
                  </li>
                  <li>
                    <MapPin aria-hidden="true" size={16} />
                    {locationLabel(position.workplace)}
                  </li>
                  <li>
                    <Clock aria-hidden="true" size={16} />
                    {EMPLOYMENT_TYPE}
                  </li>
                </Facts>
                <p>{position.description}</p>
                <Requirements>{positionsSection.requirementsTitle}</Requirements>
                <CheckList>
                  {position.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </CheckList>
                <CardFooter>
                  <AnchorButton href={workApplicationHref(position)} size="sm">
                    {positionsSection.applyLabel}
                    <span className="visually-hidden">: {position.title}</span>
                  </AnchorButton>
                </CardFooter>
              </Card>
            </Reveal>
          ))}
        </Grid>
        <Note>{positionsSection.remoteNote}</Note>
      </Section>

      <Section
        id={internships.id}
        tone="brand"
        eyebrow={internships.eyebrow}
        title={internships.title}
        intro={internships.text}
      >
        <ButtonRow $center>
          <AnchorButton href={internshipApplicationHref()} size="lg">
            {internships.label}
          </AnchorButton>
        </ButtonRow>
      </Section>
    </>
  )
}
