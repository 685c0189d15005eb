import { useLocation, useParams } from 'react-router-dom'
import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { Seo } from '../../layout/Seo'
import { NotFoundView } from '../not-found/NotFoundPage'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Card, CardGrid, CheckList, IconBadge } from '../../ui/Card'
import { CountUp } from '../../ui/CountUp'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { ScrollLink } from '../../ui/ScrollLink'
import { Section } from '../../ui/Section'
import { PillList } from '../../ui/PillList'
import { sectorPageCopy as copy } from './industriesCopy'
import { findIndustry, industries } from './industryData'
import { IndustryIcon } from './industryIcons'
import { sectorPath } from './sectorIndex'
import { SectorScreen } from './SectorScreen'
import { sectorScreens } from './sectorScreens'

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

const Result = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.brandStrong};
    font-variant-numeric: tabular-nums;
  }
  span.label {
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
`

const StoryText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

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

const OthersTitle = styled.h3`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.md};
  margin-top: ${({ theme }) => theme.space[7]};
`

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
  return (
    <>
      <Seo title={copy.seoTitle(industry.name)} description={industry.description} path={path} />
      <PageHero
        eyebrow={`${copy.eyebrow} · ${industry.name}`}
        title={industry.heroTitle}
        lead={
          <p>
            <strong>{industry.tagline}.</strong> {industry.description}
          </p>
        }
        actions={
          <ButtonRow>
            <LinkButton to={copy.getStarted.to}>{copy.getStarted.label}</LinkButton>
            <ScrollLink targetId={copy.viewSolutions.targetId} variant="onDark">
              {copy.viewSolutions.label}
            </ScrollLink>
          </ButtonRow>
        }
        aside={<SectorScreen screen={sectorScreens[industry.id]} seed={industry.id} />}
      />

      <Section
        id={copy.viewSolutions.targetId}
        eyebrow={copy.solutionsEyebrow}
        title={copy.solutionsTitle(industry.name)}
        intro={copy.solutionsIntro(industry.solutions.length)}
        tone="alt"
      >
        <Grid $columns={2}>
          {industry.solutions.map((solution, index) => (
            <Reveal key={solution.title} delay={0.05 + index * 0.05}>
              <Card data-solution-card>
                <IconBadge aria-hidden="true">
                  <IndustryIcon name={solution.icon} />
                </IconBadge>
                <h3>{solution.title}</h3>
                <p>{solution.description}</p>
                <CheckList>
                  {solution.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </CheckList>
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>

      <Section
        id="success-stories"
        eyebrow={copy.storiesEyebrow}
        title={copy.storiesTitle}
        intro={copy.storiesIntro}
      >
        <Grid $columns={2}>
          {industry.successStories.map((story, index) => (
            <Reveal key={story.title} delay={0.05 + index * 0.1}>
              <Card data-success-story>
                <Result>
                  <strong>
                    <CountUp value={story.result.value} />
                  </strong>
                  <span className="label">{story.result.label}</span>
                </Result>
                <h3>{story.title}</h3>
                <StoryText>{story.description}</StoryText>
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>

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
