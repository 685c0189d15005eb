import { useLocation, useParams } from 'react-router-dom'
import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { Seo } from '../../layout/Seo'
import { NotFoundView } from '../not-found/NotFoundPage'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { Section } from '../../ui/Section'
import { PillList } from '../../ui/PillList'
import { sectorPageCopy as copy } from './industriesCopy'
import { findIndustry, industries } from './industryData'
import { SolutionList } from './SolutionList'
import { StoryPair } from './StoryPair'
import { sectorPath } from './sectorIndex'
import { SectorOpening } from './SectorOpening'
import { sectorScreens } from './sectorScreens'

/* Outlined pills at least 44 px tall: easy to tap, clearly links on the band. */
const Others = styled(PillList)`
  margin-top: ${({ theme }) => theme.space[4]};
  a {
    border-color: ${({ theme }) => theme.color.outlineOnDark};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  a:hover {
    background: ${({ theme }) => theme.color.hoverOnDark};
    border-color: ${({ theme }) => theme.color.textOnDark};
    color: ${({ theme }) => theme.color.textOnDark};
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
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.md};
  margin-top: ${({ theme }) => theme.space[7]};
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

      <Section id="estimate" tone="brand" title={copy.ctaTitle(industry.name)} intro={copy.ctaText}>
        <ButtonRow $center>
          <LinkButton to={copy.estimate.to} size="lg">
            {copy.estimate.label}
          </LinkButton>
        </ButtonRow>
        <nav aria-labelledby="other-sectors-title">
          <OthersTitle id="other-sectors-title">{copy.otherSectorsTitle}</OthersTitle>
          <Others>
            {industries
              .filter((other) => other.id !== industry.id)
              .map((other) => (
                <li key={other.id}>
                  <Link to={sectorPath(other.id)}>{other.name}</Link>
                </li>
              ))}
          </Others>
        </nav>
      </Section>
    </>
  )
}
