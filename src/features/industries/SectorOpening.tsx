import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { ContourLines } from '../../ui/Contours'
import { Link } from '../../ui/Link'
import { ScrollLink } from '../../ui/ScrollLink'
import { sectorPageCopy as copy } from './industriesCopy'
import type { Industry } from './industry'
import { SectorMark } from './SectorMark'
import { SectorScreen } from './SectorScreen'
import type { SectorScreenData } from './sectorScreens'

/**
 * The opening of a sector page: a split on white. The words on the left (the sector's mark and
 * name over the title, the sentence of what we do, the two actions, then a pointer to the two
 * client results further down); on the right a pale teal ground that runs to the viewport's edge,
 * with the sector's screen on it as a whole window, framed on every side, its right edge on the
 * page's content edge. Phones: the words, then the ground across the full width with the window
 * inset by the page's gutters.
 *
 * The results are said once, in the success stories: the opening points to them by name, not by
 * figure. Nothing in the opening is placed by the screen's height (the words start at the top, the
 * window hangs from the top of its ground), so a page painted before all of its HTML has arrived
 * does not move when the rest of the window comes in.
 *
 * Not the navy banner, not the overview's sector map, not the stories' masthead over a cover, not
 * the products' daylight with a boxed window: a ground that bleeds off the page with the window
 * standing on it.
 */
const Opening = styled.section`
  --gutter: ${({ theme }) => theme.space[4]};
  position: relative;
  display: grid;
  grid-template-columns: var(--gutter) minmax(0, 1fr) var(--gutter);
  grid-template-areas: '. text .' 'visual visual visual';
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    --gutter: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    /* The text keeps the page's content edge on the left; the ground runs to the right edge. */
    --content: min(
      calc(100vw - 2 * var(--gutter)),
      calc(${({ theme }) => theme.layout.maxWidth} - 2 * var(--gutter))
    );
    grid-template-columns:
      minmax(var(--gutter), 1fr) calc(var(--content) * 0.43) calc(var(--content) * 0.57)
      minmax(var(--gutter), 1fr);
    grid-template-areas: '. text visual visual';
  }
`

const Text = styled.div`
  grid-area: text;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[5]};
  h1 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
    font-size: clamp(2.125rem, 1.5rem + 2.2vw, 3.25rem);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    max-width: 46ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    align-self: start;
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]}
      ${({ theme }) => theme.space[6]} 0;
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

/* The way to the results: the two stories by name, their figures said once, where they are told. */
const Pointer = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  /* Phones: the window follows the buttons; the stories are a scroll away. */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    display: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    border-bottom: 1px dotted ${({ theme }) => theme.color.border};
  }
  a::after {
    content: '↓';
    color: ${({ theme }) => theme.color.brand};
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* The pale teal ground under the screen, from the column's edge to the viewport's. */
const Ground = styled.div`
  grid-area: visual;
  position: relative;
  padding: ${({ theme }) => theme.space[5]} var(--gutter);
  background: ${({ theme }) => theme.color.brandSoft};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    /* Two tracks: the window in the content's column, the page's right margin left as ground. */
    display: grid;
    grid-template-columns: subgrid;
    align-items: start;
    padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[6]}
      ${({ theme }) => theme.space[6]};
  }
  /* The window whole: framed on every side, standing on the ground. */
  > [data-sector-screen] {
    position: relative;
    grid-column: 1;
  }
`

const Lines = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  fill: none;
  stroke: ${({ theme }) => theme.color.brand};
  stroke-opacity: 0.18;
  pointer-events: none;
`

export function SectorOpening({
  industry,
  screen,
}: {
  industry: Industry
  screen: SectorScreenData
}) {
  return (
    <Opening aria-labelledby="page-title" data-opening="sector">
      <Text>
        <Kicker>
          <SectorMark icon={industry.icon} tone={industry.tone} size="sm" />
          <Link to="/industries">{copy.eyebrow}</Link>
          <span data-slash="" aria-hidden="true">
            /
          </span>
          <span>{industry.name}</span>
        </Kicker>
        <h1 id="page-title">{industry.heroTitle}</h1>
        {/* The spec's short tagline belongs to the menus and the sector cards; the page opens with
            the sentence that says what we do for the sector. */}
        <p>{industry.description}</p>
        <ButtonRow>
          <LinkButton to={copy.getStarted.to}>{copy.getStarted.label}</LinkButton>
          <ScrollLink targetId={copy.viewSolutions.targetId} variant="secondary">
            {copy.viewSolutions.label}
          </ScrollLink>
        </ButtonRow>
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
      </Text>
      <Ground>
        <Lines
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <ContourLines
            seed={industry.id}
            cx={20}
            cy={90}
            minRadius={30}
            maxRadius={90}
            rings={5}
          />
        </Lines>
        <SectorScreen screen={screen} />
      </Ground>
    </Opening>
  )
}
