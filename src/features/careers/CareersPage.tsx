import styled from 'styled-components'
import { GraduationCap, HeartPulse, Laptop, Plane, type LucideIcon } from 'lucide-react'
import { site } from '../../config/site'
import { media } from '../../theme/tokens'
import { team } from '../../../content/team'
import { scenes } from '../../../content/team/scenes'
import { TeamRoster } from '../team/TeamRoster'
import { CareersOpening } from './CareersOpening'
import { JsonLd } from '../../layout/JsonLd'
import { AnchorButton } from '../../ui/Button'
import { IconBadge } from '../../ui/Card'
import { Eyebrow, Section } from '../../ui/Section'
import { internshipApplicationHref } from './applicationMail'
import {
  benefits,
  careerValues,
  internships,
  peopleSection,
  positions,
  POSITIONS_POSTED_ON,
  remoteCountries,
  type BenefitIconName,
} from './careersCopy'
import { jobPostingJsonLd } from './jobPosting'

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
    border-top-color: ${({ theme }) => theme.color.ink};
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

/**
 * Values: a numbered, ruled row, the way a printed brief sets its principles (no boxed tiles, no
 * icon badges): the number and a heavy rule above each, the title, the sentence. One column of
 * ruled rows on phones, two from 768 px, four from 1024 px.
 */
const ValueGrid = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr);
    align-content: start;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    ${media.md} {
      grid-template-columns: minmax(0, 1fr);
      padding: ${({ theme }) => theme.space[3]} 0 0;
      border-top: 2px solid ${({ theme }) => theme.color.ink};
    }
  }
  li:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    ${media.md} {
      border-bottom: 0;
    }
  }
  span {
    grid-row: span 2;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 800;
    line-height: 1;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.brandStrong};
    ${media.md} {
      grid-row: auto;
      font-size: ${({ theme }) => theme.fontSize['2xl']};
      margin-bottom: ${({ theme }) => theme.space[3]};
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
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

/** Careers: the positions (the opening's board), the team, values, benefits, internships. */
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
          {careerValues.map((value, index) => (
            <li key={value.title}>
              <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ValueGrid>
      </Section>

      <Section
        id="benefits"
        eyebrow="Benefits"
        title="Why you will like it here"
        layout="split"
        wide
        splitOnTablets
        compact
      >
        <BenefitList>
          {benefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon]
            return (
              <Benefit key={benefit.title}>
                <IconBadge aria-hidden="true">
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
