import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Eyebrow } from '../../ui/Section'
import { Rss } from 'lucide-react'
import { AnchorButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { displayTitle, displayFigure } from '../../ui/display'
import { blogCategoryPages, blogHero } from './blogCopy'

/**
 * The blog's opening: a masthead on white, as a magazine's front page has, instead of the navy
 * banner of the company pages. A line of its own at the top (the section's name or the way back to
 * the blog, and the feed), the title large across the page, the lead under it, and a rule under all
 * of it: the articles start right after, the lead article across the page as the front page's
 * picture, in the first screen (so the masthead stays short).
 */
const Band = styled.section`
  padding: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[4]};
  }
`

/** The top line: name or way back on the left, the feed on the right, a hairline under both. */
const TopLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 3px solid ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  a:not([data-button]) {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: inherit;
    text-decoration: none;
  }
  a:not([data-button]):hover {
    text-decoration: underline;
  }
  /* The feed: a quiet small button on one line. */
  [data-button] {
    flex: none;
    white-space: nowrap;
    letter-spacing: normal;
    text-transform: none;
  }
`

const Title = styled.h1<{ $section?: boolean }>`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  max-width: none;
  ${displayTitle('clamp(2.25rem, 1.1rem + 5.2vw, 5rem)')}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[5]};
  }
  /* A topic's front: the title a size down, under its position line, beside the numeral. */
  ${({ $section, theme }) =>
    $section &&
    `
    margin-top: ${theme.space[1]};
    font-size: clamp(2.25rem, 1.5rem + 3vw, 4rem);
    @media (min-width: ${theme.breakpoint.md}px) {
      margin-top: ${theme.space[1]};
    }
  `}
`

/**
 * A topic's page is a section of the magazine, not its front page: the topic's number set large (the not-found page's display figure, here a section opener's), the title and lead
 * beside it. Phones keep the position line only; the numeral would cost the lead article its place.
 */
const SectionFront = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: end;
    margin-top: ${({ theme }) => theme.space[5]};
  }
`

const Numeral = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
    padding-right: ${({ theme }) => theme.space[6]};
    border-right: 1px solid ${({ theme }) => theme.color.border};
    ${displayFigure}
    font-size: clamp(5rem, 2.5rem + 5vw, 7.5rem);
    line-height: 0.8;
  }
`

/** An eyebrow in the quiet tone: a line that places the page, not a section's label. */
const Position = styled(Eyebrow)`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`

/** The one warm accent of the screen: the ampersand of the title (large text, so 3:1 is enough). */
const Amp = styled.span`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
`

const Foot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
`

/** The lead: body size on phones (the lead article must reach the first screen), larger from tablets. */
const Lead = styled.p`
  margin: 0;
  max-width: 78ch;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/** Facts about the blog, set small on the right of the lead on wide screens (tablets up). */
const Facts = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  /* Phones: the list's own count says it; the lead article needs the line. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    text-align: right;
  }
`

/** The title, its ampersand set as the accent (the heading's text is unchanged). */
function withAmpersand(title: string): ReactNode {
  const parts = title.split(' & ')
  if (parts.length !== 2) return title
  return (
    <>
      {parts[0]} <Amp>&amp;</Amp> {parts[1]}
    </>
  )
}

export function BlogMasthead({
  title,
  lead,
  facts,
  back,
  section,
}: {
  title: string
  lead: string
  /** A short line beside the lead (how many articles, which topics). */
  facts?: ReactNode
  /** A category's page: the way back to the whole blog, instead of the blog's name. */
  back?: { label: string; to: string }
  /** A category's page: which topic of how many, drawn as the section's numeral. */
  section?: { number: number; of: number }
}) {
  const heading = (
    <>
      <Title id="page-title" $section={section !== undefined}>
        {withAmpersand(title)}
      </Title>
      <Foot>
        <Lead>{lead}</Lead>
        {facts && <Facts>{facts}</Facts>}
      </Foot>
    </>
  )
  return (
    <Band aria-labelledby="page-title" data-opening="masthead">
      <Container>
        <TopLine>
          {back ? <Link to={back.to}>{back.label}</Link> : <span>{blogHero.eyebrow}</span>}
          <AnchorButton href="/rss.xml" variant="secondary" size="sm">
            <Rss aria-hidden="true" size={16} />
            {blogHero.feedLabel}
          </AnchorButton>
        </TopLine>
        {section ? (
          <SectionFront data-front="topic">
            <Numeral aria-hidden="true">{String(section.number).padStart(2, '0')}</Numeral>
            <div>
              <Position>
                {blogCategoryPages.kicker}
                <span className="visually-hidden">
                  , {blogCategoryPages.position(section.number, section.of)}
                </span>
              </Position>
              {heading}
            </div>
          </SectionFront>
        ) : (
          heading
        )}
      </Container>
    </Band>
  )
}
