import styled from 'styled-components'
import { Clock, Download } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, CardGrid, CheckList, IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { media } from '../../theme/tokens'
import { team } from '../../../content/team'
import { Portrait } from '../team/Portrait'
import type { TeamMember } from '../team/teamMember'
import { categoryIcons } from './categoryIcons'
import { NewsletterForm } from './NewsletterForm'
import { LibraryOpening } from './LibraryOpening'
import { ResourceCover } from './ResourceCover'
import {
  categoriesSection,
  categoryAnchor,
  CONTACT_PATH,
  featuredAnchor,
  featuredResources,
  featuredSection,
  newsletter,
  resourceCategories,
  webinars,
  webinarsSection,
} from './resourcesCopy'

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
  /* A category or a featured resource reached from the opening stops clear of the sticky header. */
  [data-resource-category],
  [data-featured-resource] {
    scroll-margin-top: calc(
      ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]}
    );
  }
  [data-resource-category]:target,
  [data-featured-resource]:target {
    border-color: ${({ theme }) => theme.color.brand};
  }
`

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`

/** A video's running time, beside its kind. */
const RunningTime = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  font-variant-numeric: tabular-nums;
`

const CategoryHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

const ItemMeta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
`

/* A programme list between hairlines, beside the section's heading. */
const WebinarList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

const WebinarRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[5]};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  [data-button] {
    flex: none;
    white-space: nowrap;
  }
`

/* Phones: the featured three in a sideways row that snaps card by card, the next one peeking in. */
const FeaturedRow = styled(Grid)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0 -${({ theme }) => theme.space[4]};
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding: 0 ${({ theme }) => theme.space[4]};
    > * {
      flex: 0 0 84%;
      scroll-snap-align: start;
    }
  }
`

/**
 * A session's facts as one clean key-value list: the key in ink, the value in body text, at body
 * size on every screen (no grey microtype); the key column aligned so the values start together.
 */
const WebinarFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  ${media.lg} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  div {
    display: contents;
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`

/* A session's format above its title: the section's eyebrow size, in the data colour. */
const Format = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
`

/* The sign-up as a card of its own on the tinted band: what each issue brings, then the form. */
const SignUp = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Perks = styled(CheckList)`
  margin-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.ink};
`

/**
 * Under the webinars' intro: the three presenters, portrait, name and role, so the heading column
 * carries the people who run the sessions instead of standing empty beside the programme.
 */
const Hosts = styled.figure`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  figcaption {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      gap: ${({ theme }) => theme.space[4]};
    }
  }
  img {
    display: block;
    width: 100%;
    max-width: 7rem;
    height: auto;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.md};
    ${media.lg} {
      max-width: none;
    }
  }
  strong {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.text};
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

function WebinarHosts() {
  const hosts = webinars
    .map((w) => team.find((m) => m.id === w.presenterId))
    .filter((m): m is TeamMember => Boolean(m))
  return (
    <Hosts>
      <figcaption>{webinarsSection.hostsLabel}</figcaption>
      <ul>
        {hosts.map((member) => (
          <li key={member.id}>
            <Portrait member={member} frame="square" sizes="112px" />
            <strong>{member.name}</strong>
            <span>{member.role}</span>
          </li>
        ))}
      </ul>
    </Hosts>
  )
}

/** Knowledge resources (/resources). Every button leads to the contact page. */
export default function ResourcesPage() {
  return (
    <>
      <LibraryOpening />

      <Section
        id={featuredSection.id}
        eyebrow={featuredSection.eyebrow}
        title={featuredSection.title}
        intro={featuredSection.intro}
        layout="inline"
      >
        <FeaturedRow $columns={3}>
          {featuredResources.map((resource, index) => (
            <Reveal key={resource.title} delay={0.05 + index * 0.05}>
              <Card id={featuredAnchor(resource.title)} data-featured-resource>
                <ResourceCover category={resource.category} />
                <Meta>
                  <span>
                    <Badge>{resource.category}</Badge>
                    {resource.runningTime && (
                      <RunningTime>
                        <Clock aria-hidden="true" size={16} />
                        {featuredSection.runningTimeLabel(resource.runningTime)}
                      </RunningTime>
                    )}
                  </span>
                  <span>
                    <Download aria-hidden="true" size={16} />
                    {resource.downloadCount} {featuredSection.downloadsSuffix}
                  </span>
                </Meta>
                <h3>{resource.title}</h3>
                <p>{resource.description}</p>
                <CardFooter>
                  <LinkButton to={CONTACT_PATH} size="sm">
                    {resource.runningTime
                      ? featuredSection.videoDownloadLabel
                      : featuredSection.downloadLabel}
                    <span className="visually-hidden">: {resource.title}</span>
                  </LinkButton>
                </CardFooter>
              </Card>
            </Reveal>
          ))}
        </FeaturedRow>
      </Section>

      <Section
        id={categoriesSection.id}
        eyebrow={categoriesSection.eyebrow}
        title={categoriesSection.title}
        intro={categoriesSection.intro}
        tone="alt"
        center={false}
      >
        <Grid $columns={2}>
          {resourceCategories.map((category, index) => {
            const Icon = categoryIcons[category.icon]
            return (
              <Reveal key={category.title} delay={0.05 + (index % 2) * 0.05}>
                <Card id={categoryAnchor(category.title)} data-resource-category={category.title}>
                  <CategoryHead>
                    <IconBadge aria-hidden="true">
                      <Icon />
                    </IconBadge>
                    <div>
                      <h3>{category.title}</h3>
                      <p>{category.description}</p>
                    </div>
                  </CategoryHead>
                  <Items>
                    {category.items.map((item) => (
                      <li key={item.name}>
                        <span>{item.name}</span>
                        <ItemMeta>
                          {item.type} · {item.size}
                        </ItemMeta>
                      </li>
                    ))}
                  </Items>
                  <CardFooter>
                    <LinkButton to={CONTACT_PATH} variant="secondary" size="sm">
                      {categoriesSection.viewAllLabel(category.title)}
                    </LinkButton>
                  </CardFooter>
                </Card>
              </Reveal>
            )
          })}
        </Grid>
      </Section>

      <Section
        id={webinarsSection.id}
        eyebrow={webinarsSection.eyebrow}
        title={webinarsSection.title}
        intro={webinarsSection.intro}
        layout="split"
        aside={<WebinarHosts />}
      >
        <WebinarList>
          {webinars.map((webinar) => (
            <li key={webinar.title}>
              <WebinarRow data-webinar>
                <div>
                  <Format>{webinarsSection.format}</Format>
                  <h3>{webinar.title}</h3>
                  <WebinarFacts>
                    <div>
                      <dt>{webinarsSection.dateLabel}</dt>
                      <dd>
                        <time dateTime={webinar.startsAt}>{webinar.date}</time>
                        {' · '}
                        <span>{webinar.time}</span>
                      </dd>
                    </div>
                    <div>
                      <dt>{webinarsSection.presenterLabel}</dt>
                      <dd>{webinar.presenter}</dd>
                    </div>
                  </WebinarFacts>
                </div>
                <LinkButton to={CONTACT_PATH} size="sm" variant="secondary">
                  {webinarsSection.registerLabel}
                  <span className="visually-hidden">: {webinar.title}</span>
                </LinkButton>
              </WebinarRow>
            </li>
          ))}
        </WebinarList>
      </Section>

      <Section
        id={newsletter.id}
        title={newsletter.title}
        intro={newsletter.text}
        tone="alt"
        layout="split"
      >
        <SignUp>
          <Perks>
            {newsletter.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </Perks>
          <NewsletterForm />
        </SignUp>
      </Section>
    </>
  )
}
