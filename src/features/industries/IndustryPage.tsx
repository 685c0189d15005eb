import { useLocation, useParams } from 'react-router-dom'
import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { Seo } from '../../layout/Seo'
import { NotFoundView } from '../not-found/NotFoundPage'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { PillList } from '../../ui/PillList'
import { Section } from '../../ui/Section'
import { sectorPageCopy as copy } from './industriesCopy'
import { findIndustry, industries } from './industryData'
import { SolutionList } from './SolutionList'
import { StoryPair } from './StoryPair'
import { sectorPath } from './sectorIndex'
import { SectorOpening } from './SectorOpening'
import { SectorMark } from './SectorMark'
import { sectorScreens } from './sectorScreens'

/*
 * The close, drawn on the sector opening's own ground (the map field: the dot grid on the pale
 * band): the offer on the left, the other sectors on the right as the field's tiles, each with its
 * mark (one a row on a narrow phone, where 'Telecommunications' fills a line).
 */
const CloseField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.surfaceAlt};
  background-image: radial-gradient(
    circle,
    ${({ theme }) => theme.color.border} 1px,
    transparent 1.5px
  );
  background-size: 24px 24px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  > div > p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
    padding: ${({ theme }) => theme.space[7]};
  }
`

const Others = styled(PillList)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  margin: 0;
  padding: 0;
  list-style: none;
  /* A tablet gives the sectors the band's whole width: three a row; from 1024 px they share it
     with the offer, two a row. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[3]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 3.25rem;
    height: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    line-height: 1.25;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* Under the solutions' heading: every feature of the sector (the overview's card shows two and
   '+N more'), so the sticky column carries the whole scope rather than white space. */
const Scope = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

const OthersTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ink};
`

/**
 * Sectors whose page leads with the results (the two success stories straight after the opening,
 * then the solutions): the six pages do not all read in one order. The others lead with the
 * solutions.
 */
const STORIES_FIRST: ReadonlySet<string> = new Set([
  'telecommunications',
  'education-services',
  'retail-logistics',
])

/**
 * One sector page, for every id of the sector data: hero, four
 * solutions, two success stories and the call to action. An unknown id renders the not-found page,
 * the same markup the static host serves for it as 404.html.
 */
export default function IndustryPage() {
  const { id } = useParams()
  const { pathname } = useLocation()
  const industry = findIndustry(id)
  if (!industry) {
    return (
      <>
        <Seo title={copy.notFoundTitle} description={copy.notFoundText} path={pathname} noindex />
        <NotFoundView />
      </>
    )
  }

  const path = sectorPath(industry.id)
  const screen = sectorScreens[industry.id]
  const storiesFirst = STORIES_FIRST.has(industry.id)
  const solutions = (
    <Section
      id={copy.viewSolutions.targetId}
      eyebrow={copy.solutionsEyebrow}
      title={copy.solutionsTitle(industry.name)}
      intro={copy.solutionsIntro(industry.solutions.length)}
      tone="alt"
      layout="split"
      wide
      aside={
        <Scope>
          <p id="sector-scope">{copy.scopeTitle(industry.name)}</p>
          <ul aria-labelledby="sector-scope">
            {industry.features.map((feature) => (
              <li key={feature}>
                <Badge $tone="neutral">{feature}</Badge>
              </li>
            ))}
          </ul>
        </Scope>
      }
    >
      <SolutionList
        solutions={industry.solutions}
        pictured={screen.pictures}
        picturedLabel={copy.picturedLabel}
      />
    </Section>
  )
  const stories = (
    <Section
      id="success-stories"
      eyebrow={copy.storiesEyebrow}
      title={copy.storiesTitle}
      intro={copy.storiesIntro}
      layout="inline"
    >
      <StoryPair stories={industry.successStories} />
    </Section>
  )
  return (
    <>
      <Seo title={copy.seoTitle(industry.name)} description={industry.description} path={path} />
      <SectorOpening industry={industry} screen={screen} />

      {storiesFirst ? (
        <>
          {stories}
          {solutions}
        </>
      ) : (
        <>
          {solutions}
          {stories}
        </>
      )}

      <Section id="estimate" label={copy.ctaTitle(industry.name)}>
        <CloseField data-close="field">
          <div>
            <h2 id="estimate-title">{copy.ctaTitle(industry.name)}</h2>
            <p>{copy.ctaText}</p>
            <ButtonRow>
              <LinkButton to={copy.estimate.to} size="lg">
                {copy.estimate.label}
              </LinkButton>
            </ButtonRow>
          </div>
          <nav aria-labelledby="other-sectors-title">
            <OthersTitle id="other-sectors-title">{copy.otherSectorsTitle}</OthersTitle>
            <Others>
              {industries
                .filter((other) => other.id !== industry.id)
                .map((other) => (
                  <li key={other.id}>
                    <Link to={sectorPath(other.id)}>
                      <SectorMark icon={other.icon} tone={other.tone} size="sm" />
                      {other.name}
                    </Link>
                  </li>
                ))}
            </Others>
          </nav>
        </CloseField>
      </Section>
    </>
  )
}
