import styled from 'styled-components'
import {
  GraduationCap,
  HeartPulse,
  Laptop,
  Lightbulb,
  Plane,
  Scale,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { site } from '../../config/site'
import { media } from '../../theme/tokens'
import { disclosureChevron } from '../../ui/disclosureChevron'
import { team } from '../../../content/team'
import { scenes } from '../../../content/team/scenes'
import { TeamRoster } from '../team/TeamRoster'
import { CareersOpening } from './CareersOpening'
import { JsonLd } from '../../layout/JsonLd'
import { AnchorButton, ButtonRow } from '../../ui/Button'
import { CheckList, IconBadge } from '../../ui/Card'
import { Eyebrow, Section } from '../../ui/Section'
import { internshipApplicationHref, locationLabel, workApplicationHref } from './applicationMail'
import {
  benefits,
  careerValues,
  EMPLOYMENT_TYPE,
  internships,
  peopleSection,
  positions,
  positionsSection,
  POSITIONS_POSTED_ON,
  remoteCountries,
  type BenefitIconName,
  type CareerIconName,
} from './careersCopy'
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

/**
 * Where we work, then everyone on the team. No map here: /about and /contact draw Dar es Salaam;
 * a candidate needs to know where the work is done (the office, or remote on East Africa Time).
 */
const People = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 9fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
`

const Locations = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

const Places = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
  div {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 3px solid ${({ theme }) => theme.color.brand};
  }
  div + div {
    border-top-color: ${({ theme }) => theme.color.sun};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** Values two per row even on phones: short texts, so the tiles stay readable and the page short. */
const ValueGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    align-content: start;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    ${media.lg} {
      grid-template-columns: minmax(0, 1fr);
      align-items: start;
    }
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    ${media.lg} {
      padding: ${({ theme }) => theme.space[5]};
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
  /* A smaller badge beside the title on phones. */
  li > span {
    width: 2.25rem;
    height: 2.25rem;
    ${media.lg} {
      width: 3rem;
      height: 3rem;
      margin-bottom: ${({ theme }) => theme.space[1]};
    }
  }
`

/** Icon above the text on phones (two per row), beside it from 768 px. */
const Benefit = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[1]};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

const BenefitList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`

/** Positions two per row from 768 px; a card that opens does not stretch its neighbour. */
const PositionGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Position = styled.details`
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]}
  );
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &[open] {
    border-color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:target {
    border-color: ${({ theme }) => theme.color.brand};
  }
  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    list-style: none;
    cursor: pointer;
    ${media.md} {
      padding: ${({ theme }) => theme.space[5]};
    }
    &::-webkit-details-marker {
      display: none;
    }
  }
  ${disclosureChevron('1 / 2')}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  }
  p {
    margin: 0;
  }
`

/** Department · place · type, the first in the brand colour. */
const Facts = styled.span`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > span:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  > span + span::before {
    content: '';
    display: inline-block;
    width: 3px;
    height: 3px;
    margin: 0 ${({ theme }) => theme.space[2]} 0.2em 0;
    border-radius: 50%;
    background: currentColor;
    vertical-align: middle;
  }
`

const Requirements = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.md};
  margin: ${({ theme }) => theme.space[2]} 0 0;
`

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
`

/** Internships: the text on the left, the call on the right from 768 px. */
const Internship = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[7]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    margin: 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
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
      <CareersOpening />

      <Section
        id={peopleSection.id}
        eyebrow={peopleSection.eyebrow}
        title={peopleSection.title}
        intro={peopleSection.intro}
        center={false}
        compact
      >
        <People>
          <Locations>
            <h3>{peopleSection.locationsTitle}</h3>
            <Places>
              <div>
                <dt>{peopleSection.office.title}</dt>
                <dd>{peopleSection.office.text}</dd>
              </div>
              <div>
                <dt>{peopleSection.remote.title}</dt>
                <dd>{peopleSection.remote.text}</dd>
              </div>
            </Places>
          </Locations>
          <TeamRoster
            scene={scenes.careers}
            members={team}
            label={peopleSection.wallLabel}
            officeLabel={peopleSection.officeLabel}
            remoteLabel={peopleSection.remoteLabel}
          />
        </People>
      </Section>

      <Section
        id="values"
        eyebrow="Our values"
        title="What we care about"
        tone="alt"
        center={false}
      >
        <ValueGrid>
          {careerValues.map((value) => {
            const Icon = valueIcons[value.icon]
            return (
              <li key={value.title}>
                <IconBadge aria-hidden="true">
                  <Icon />
                </IconBadge>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            )
          })}
        </ValueGrid>
      </Section>

      <Section
        id="benefits"
        eyebrow="Benefits"
        title="Why you will like it here"
        center={false}
        compact
      >
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
        tone="alt"
        center={false}
      >
        <PositionGrid>
          {positions.map((position) => (
            <Position key={position.id} id={position.id} data-position={position.id}>
              <summary>
                <h3>{position.title}</h3>
                <Facts role="list" aria-label="Role facts">
                  <span role="listitem">{position.department}</span>
                  <span role="listitem">{locationLabel(position.workplace)}</span>
                  <span role="listitem">{EMPLOYMENT_TYPE}</span>
                </Facts>
              </summary>
              <Body>
                <p>{position.description}</p>
                <Requirements>{positionsSection.requirementsTitle}</Requirements>
                <CheckList>
                  {position.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </CheckList>
                <ButtonRow>
                  <AnchorButton href={workApplicationHref(position)} size="sm">
                    {positionsSection.applyLabel}
                    <span className="visually-hidden">: {position.title}</span>
                  </AnchorButton>
                </ButtonRow>
              </Body>
            </Position>
          ))}
        </PositionGrid>
        <Note>{positionsSection.remoteNote}</Note>
      </Section>

      <Section id={internships.id} tone="brand" label={internships.title} compact>
        <Internship>
          <div>
            <Eyebrow>{internships.eyebrow}</Eyebrow>
            <h2>{internships.title}</h2>
            <p>{internships.text}</p>
          </div>
          <AnchorButton href={internshipApplicationHref()} size="lg" variant="onDark">
            {internships.label}
          </AnchorButton>
        </Internship>
      </Section>
    </>
  )
}
