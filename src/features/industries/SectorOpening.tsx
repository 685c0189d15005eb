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
 * name over the title, the sentence of what we do, the two actions, then the sector's headline
 * result set large as a claim); on the right a pale teal ground that runs to the viewport's edge,
 * with the sector's screen on it, its window cut by the edge as if the desk went on. Phones: the
 * words, then the ground across the full width with the screen, then the claim.
 *
 * Not the navy banner, not the overview's scoreboard, not the stories' masthead over a cover, not
 * the products' daylight with a boxed window: the only opening whose picture bleeds off the page.
 */
const Opening = styled.section`
  --gutter: ${({ theme }) => theme.space[4]};
  position: relative;
  display: grid;
  grid-template-columns: var(--gutter) minmax(0, 1fr) var(--gutter);
  grid-template-areas: '. text .' 'visual visual visual' '. claim .';
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
    grid-template-rows: 1fr auto;
    grid-template-areas: '. text visual visual' '. claim visual visual';
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
    align-self: end;
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

/* The headline result: the figure large, what it measures, and the story it comes from. */
const Claim = styled.div`
  grid-area: claim;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    align-self: start;
    margin-right: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[7]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  b {
    grid-row: span 2;
    font-size: clamp(3rem, 2rem + 3vw, 4.5rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.04em;
    color: ${({ theme }) => theme.color.brand};
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/* The pale teal ground under the screen, from the column's edge to the viewport's. */
const Ground = styled.div`
  grid-area: visual;
  position: relative;
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[5]} var(--gutter);
  background: ${({ theme }) => theme.color.brandSoft};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: flex;
    align-items: center;
    padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[6]}
      ${({ theme }) => theme.space[6]};
  }
  /* The window runs into the edge: no right border, no right corners. */
  > [data-sector-screen] {
    position: relative;
    flex: 1;
    border-right: 0;
    border-radius: ${({ theme }) => theme.radius.lg} 0 0 ${({ theme }) => theme.radius.lg};
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
  // The screen's last figure is one success story; the claim is the other, so the first screen
  // shows both results and repeats neither.
  const story =
    industry.successStories.find((s) => !screen.stats[2].value.includes(s.result.value)) ??
    industry.successStories[0]
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
      <Claim>
        <b>{story.result.value}</b>
        <p>{story.result.label}</p>
        <a href="#success-stories" data-scroll-link="">
          {copy.claimSource(story.title)}
        </a>
      </Claim>
    </Opening>
  )
}
