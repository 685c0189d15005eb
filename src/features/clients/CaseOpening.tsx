import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { ExternalLink } from 'lucide-react'
import { Container } from '../../ui/Container'
import { ResultFigures } from '../../ui/ResultFigures'
import type { Client } from './client'
import { CaseScreen } from './CaseScreen'
import { caseStudyPage } from './clientsCopy'

/*
 * A case study's opening: a magazine case-study masthead on white, led by the client and the
 * results. The nameplate (the client's wordmark in its own colours, "Case study" and the case's
 * number, between two rules), the title large with the standfirst beside the facts as a small
 * table (client, industry, website), then what changed as a strip of three figures, and last the
 * screen of what was built, framed as a window on a paper band with its caption in the margin.
 * Not the navy banner of the product and sector pages, not the stories' byline opening: the
 * figures come before the picture.
 */

const Opening = styled.section`
  /* White above, the paper band under the window's lower half (its last stop is the band's colour,
     which the band rule reads as the opening's). */
  background: linear-gradient(
    ${({ theme }) => theme.color.surface} 0,
    ${({ theme }) => theme.color.surface} calc(100% - 9rem),
    ${({ theme }) => theme.color.surfaceAlt} calc(100% - 9rem)
  );
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[7]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
    background: linear-gradient(
      ${({ theme }) => theme.color.surface} 0,
      ${({ theme }) => theme.color.surface} calc(100% - 14rem),
      ${({ theme }) => theme.color.surfaceAlt} calc(100% - 14rem)
    );
  }
`

/** The nameplate: "Case study" and the case's number between a heavy rule and a hairline. */
const Nameplate = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 3px solid ${({ theme }) => theme.color.ink};
  border-bottom: 1px solid ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`

const Kicker = styled.p`
  margin: 0 0 0 auto;
  color: ${({ theme }) => theme.color.brandStrong};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-left: 0;
  }
`

/* Phones and tablets: the client's wordmark heads the nameplate (from 1024 px it stands large in
   the client's column instead; one of the two is shown, the same file). */
const SmallMark = styled.img`
  display: block;
  align-self: center;
  width: 120px;
  height: 40px;
  margin-left: -${({ theme }) => theme.space[2]};
  object-fit: contain;
  object-position: left center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: none;
  }
`

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`

/** The client's column: its wordmark large, in its own colours, over the facts. */
const Client = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`

/* The logo files are 240 × 80 with the wordmark in the middle: shown at that size, left-aligned. */
const Wordmark = styled.img`
  display: block;
  width: 240px;
  height: 80px;
  margin-top: -${({ theme }) => theme.space[2]};
  object-fit: contain;
  object-position: left center;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    display: none;
  }
`

/** The title and standfirst on the left; the facts table beside them from 1024 px. */
const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
    column-gap: ${({ theme }) => theme.space[8]};
    align-items: start;
    margin-top: ${({ theme }) => theme.space[6]};
  }
  h1 {
    margin: 0;
    ${displayTitle('clamp(2.125rem, 1.3rem + 2.6vw, 3.5rem)', 1.04)}
    text-wrap: balance;
  }
`

const Standfirst = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  max-width: 46ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.body};
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`

/** Client, industry, website: label and value on one ruled row each, like a magazine's fact box. */
const Facts = styled.dl`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 2.75rem;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  div:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.75rem;
    color: ${({ theme }) => theme.color.brandStrong};
    white-space: nowrap;
  }
  a svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`

/**
 * What changed, before anything else is shown: a label in the margin, the three figures set large
 * between hairlines (on phones each figure beside its words).
 */
const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 11rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[6]};
    margin-top: ${({ theme }) => theme.space[7]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-results] > div {
    padding-top: 0;
    border-top: 0;
  }
  /* Phones: a figure of two words ("1 command", "Weeks → days") keeps to its column. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [data-results] > div {
      grid-template-columns: 8rem minmax(0, 1fr);
    }
    [data-results] dt {
      font-size: 1.5rem;
      text-wrap: balance;
    }
    [data-results] dd {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    [data-results] > div + div {
      padding-left: ${({ theme }) => theme.space[5]};
      border-left: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`

/** The screen as a figure: its caption in the margin, the window beside it on the paper band. */
const Stage = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 11rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[6]};
    align-items: start;
    margin-top: ${({ theme }) => theme.space[8]};
  }
  figcaption {
    padding-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.textMuted};
  }
  figcaption b {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.ink};
  }
  /* The caption is for wide screens, in the margin; below 1024 px the window speaks for itself
     (its name, the same words, still comes from the caption). */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    figcaption {
      display: none;
    }
  }
  /* The window on light: no contour lines (they are drawn for navy). */
  [data-opening-panel] > svg {
    display: none;
  }
`

export function CaseOpening({
  client,
  number,
  of,
}: {
  client: Client
  /** The case's place among all case studies (1-based) and how many there are. */
  number: number
  of: number
}) {
  const p = caseStudyPage
  const captionId = `screen-${client.id}`
  return (
    <Opening aria-labelledby="page-title" data-opening="case-study">
      <Container>
        <Nameplate>
          <SmallMark src={client.logoUrl} alt={client.name} width={120} height={40} />
          <Kicker>{p.eyebrow}</Kicker>
          <Count>
            {String(number).padStart(2, '0')} / {String(of).padStart(2, '0')}
          </Count>
        </Nameplate>
        <Head>
          <div>
            <h1 id="page-title">{client.title}</h1>
            <Standfirst>{client.description}</Standfirst>
          </div>
          <Client>
            <Wordmark src={client.logoUrl} alt={client.name} width={240} height={80} />
            <Facts>
              <div>
                <dt>{p.facts.client}</dt>
                <dd>{client.name}</dd>
              </div>
              <div>
                <dt>{p.facts.industry}</dt>
                <dd>{client.industry}</dd>
              </div>
              <div>
                <dt>{p.facts.website}</dt>
                <dd>
                  <a href={client.logoLinkUrl} target="_blank" rel="noopener noreferrer">
                    {p.visitLabel}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                    <ExternalLink aria-hidden="true" />
                  </a>
                </dd>
              </div>
            </Facts>
          </Client>
        </Head>
        <Results id="results">
          <h2>{p.resultsTitle}</h2>
          <ResultFigures results={client.results} label={p.resultsTitle} />
        </Results>
        <Stage>
          <figcaption>
            <b>{p.screenTitle}</b>
            <span id={captionId}>{client.screen.label}</span>
          </figcaption>
          <CaseScreen screen={client.screen} seed={client.id} labelledBy={captionId} />
        </Stage>
      </Container>
    </Opening>
  )
}
