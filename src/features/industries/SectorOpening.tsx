import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Link } from '../../ui/Link'
import { ScrollLink } from '../../ui/ScrollLink'
import { sectorPageCopy as copy } from './industriesCopy'
import type { Industry } from './industry'
import { SectorMark } from './SectorMark'
import { SectorField } from './SectorField'
import type { SectorScreenData } from './sectorScreens'

/**
 * The opening of a sector page: a field, not a window. On white, the sector's mark and place, then
 * the title on the left and the sentence of what we do with the two actions on the right (a
 * masthead, narrower than the page); under it, across the viewport's whole width, the sector's
 * operating layer drawn on the light ground of the site's map language (SectorField: the districts
 * with the leak, the card payments with the one flagged, the sites at risk…), with the day's live
 * figure set large and the case at hand pinned beside it; then a line naming the two client stories
 * further down. Phones: the words, then the drawing across the width, the figure and the case.
 *
 * The results are said once, in the success stories: the opening points to them by name, not by
 * figure. Not the navy banner, not the product pages' window beside the words, not the overview's
 * sector map: the sector's ground itself, full-bleed.
 */
const Opening = styled.section`
  --gutter: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    --gutter: ${({ theme }) => theme.space[6]};
  }
`

/* The masthead: content-wide; the kicker across, the title left, the words and actions right. */
const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} var(--gutter) ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    column-gap: ${({ theme }) => theme.space[7]};
    align-items: end;
    padding-bottom: ${({ theme }) => theme.space[6]};
  }
`

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  ${displayTitle('clamp(2.125rem, 1.5rem + 2.2vw, 3.25rem)', 1.05)}
  text-wrap: balance;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-bottom: 0;
  }
`

const Side = styled.div`
  > p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: 46ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/* The sector's mark and its place: Industries / Utilities. */
const Kicker = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 700;
  color: ${({ theme }) => theme.color.brandStrong};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration-color: ${({ theme }) => theme.color.border};
    text-underline-offset: 0.2em;
  }
  span[data-slash] {
    color: ${({ theme }) => theme.color.border};
  }
  /* Small phones: the sector's mark and name on one line (the menu leads back to Industries). */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    a,
    span[data-slash] {
      display: none;
    }
  }
`

/* The way to the results: the two stories by name (their figures are said once, where they are
   told), on one line under the field. */
const Pointer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]} var(--gutter);
  /* Phones: the field follows the buttons; the stories are a scroll away. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space[6]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a::after {
    content: '↓';
    color: ${({ theme }) => theme.color.brand};
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

export function SectorOpening({
  industry,
  screen,
}: {
  industry: Industry
  screen: SectorScreenData
}) {
  return (
    <Opening aria-labelledby="page-title" data-opening="field">
      <Head>
        <div>
          <Kicker>
            <SectorMark icon={industry.icon} tone={industry.tone} size="sm" />
            <Link to="/industries">{copy.eyebrow}</Link>
            <span data-slash="" aria-hidden="true">
              /
            </span>
            <span>{industry.name}</span>
          </Kicker>
          <Title id="page-title">{industry.heroTitle}</Title>
        </div>
        {/* The spec's short tagline belongs to the menus and the sector cards; the page opens with
            the sentence that says what we do for the sector. */}
        <Side>
          <p>{industry.description}</p>
          <ButtonRow>
            <LinkButton to={copy.getStarted.to}>{copy.getStarted.label}</LinkButton>
            <ScrollLink targetId={copy.viewSolutions.targetId} variant="secondary">
              {copy.viewSolutions.label}
            </ScrollLink>
          </ButtonRow>
        </Side>
      </Head>
      <SectorField screen={screen} seed={industry.id} />
      <Pointer>
        <p id="sector-results-title">{copy.resultsPointer}</p>
        <ul aria-labelledby="sector-results-title">
          {industry.successStories.map((story) => (
            <li key={story.title}>
              <a href="#success-stories" data-scroll-link="">
                {story.title}
              </a>
            </li>
          ))}
        </ul>
      </Pointer>
    </Opening>
  )
}
