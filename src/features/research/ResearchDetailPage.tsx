import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { WrapList } from '../../ui/WrapList'
import { ArrowLeft } from 'lucide-react'
import { Seo } from '../../layout/Seo'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge, CheckList } from '../../ui/Card'
import { Section } from '../../ui/Section'
import { StatGrid, StatTile } from '../../ui/StatTile'
import { researchSolutions } from '../../generated/indexes/research'
import type { ResearchSolution } from '../collections/collectionTypes'
import { metaDescription } from '../collections/uploads'
import { NotFoundView } from '../not-found/NotFoundPage'
import { researchDetail } from './researchCopy'
import { ResearchSpecSheet } from './ResearchSpecSheet'
import { impactParts } from './impactParts'

/* Overview: the heading and what the product was built with in the left column, the story beside
   it. */
const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    grid-template-rows: auto 1fr;
    > div:first-of-type {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    max-width: 68ch;
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/* What the product was built with: under the overview's heading on wide screens (after the story in
   reading order), a small labelled list. */
const Technologies = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-column: 1;
    grid-row: 2;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/* The problem and the key features side by side, as two panels of one height: no void beside the
   shorter one. A heading sits closer to its own text than to anything above it. */
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[7]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > div {
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  > div:first-child {
    border-top: 4px solid ${({ theme }) => theme.color.accent};
  }
  > div:last-child {
    border-top: 4px solid ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/* The method across the page: numbered steps in a row on wide screens (as many columns as fit),
   a numbered list on phones. */
const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  li {
    position: relative;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]}
      ${({ theme }) => theme.space[4]} 3.75rem;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      padding: 3.75rem ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
      border-top: 4px solid ${({ theme }) => theme.color.brand};
    }
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: ${({ theme }) => theme.space[4]};
    top: ${({ theme }) => theme.space[4]};
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

/**
 * The impact, the page's verdict: the heading above, its first sentence set large as the lead across
 * the page, the rest as ruled points two a row from 1024 px (not one large paragraph beside a
 * short heading column).
 */
const ImpactActions = styled(ButtonRow)`
  margin-top: ${({ theme }) => theme.space[6]};
`

const Impact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  > p {
    margin: 0;
    max-width: 40ch;
    font-size: clamp(1.25rem, 1rem + 1vw, 1.75rem);
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    letter-spacing: -0.01em;
    text-wrap: balance;
    color: ${({ theme }) => theme.color.ink};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0 ${({ theme }) => theme.space[6]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    ${media.lg} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  li {
    position: relative;
    padding: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[3]}
      ${({ theme }) => theme.space[5]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    text-wrap: pretty;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: calc(${({ theme }) => theme.space[3]} + 0.6em);
    width: 0.75rem;
    height: 2px;
    background: ${({ theme }) => theme.color.brand};
  }
`

function Detail({ solution: s }: { solution: ResearchSolution }) {
  const d = researchDetail
  const impact = impactParts(s.impact)
  return (
    <>
      <Seo
        title={d.seoTitle(s.title)}
        description={metaDescription(`${s.tagline} ${s.description[0] ?? ''}`)}
        path={`/research/${s.slug}`}
        // The hero artwork is an SVG, which most link previews ignore: keep the page's PNG sharing
        // card (scripts/build/ogImages.ts), as every other page does.
      />
      <ResearchSpecSheet solution={s} />

      <Section id="overview" label={d.overview}>
        <Overview>
          <h2>{d.overview}</h2>
          <div>
            {s.description.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <Technologies>
            <h2>{d.technologies}</h2>
            <WrapList>
              {s.technologies.map((t) => (
                <li key={t}>
                  <Badge $tone="neutral" $size="md">
                    {t}
                  </Badge>
                </li>
              ))}
            </WrapList>
          </Technologies>
        </Overview>
        <Pair>
          <div>
            <h2>{d.problem}</h2>
            <p>{s.problem}</p>
          </div>
          <div>
            <h2>{d.keyFeatures}</h2>
            <CheckList>
              {s.keyFeatures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </CheckList>
          </div>
        </Pair>
      </Section>

      <Section
        id="methodology"
        tone="alt"
        title={d.methodology}
        intro={d.methodologyIntro(s.methodology.length)}
        layout="inline"
      >
        <Steps>
          {s.methodology.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </Section>

      <Section id="results" tone="dark" title={d.results} center={false}>
        <StatGrid $columns={Math.min(s.results.length, 5)}>
          {s.results.map((r) => (
            <StatTile key={r.label} value={r.value} label={r.label} onDark />
          ))}
        </StatGrid>
      </Section>

      <Section id="impact" title={d.impact} center={false}>
        <Impact>
          <p>{impact.lead}</p>
          {impact.points.length > 0 && (
            <ul>
              {impact.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </Impact>
        {/* After the summary it acts on, on every screen. */}
        <ImpactActions>
          <LinkButton to={d.contact.to}>{d.contact.label}</LinkButton>
          <LinkButton to={d.back.to} variant="secondary">
            <ArrowLeft aria-hidden="true" size={18} />
            {d.back.label}
          </LinkButton>
        </ImpactActions>
      </Section>
    </>
  )
}

/** /research/{slug}: one retired solution in full. */
export default function ResearchDetailPage() {
  const { slug = '' } = useParams()
  const solution = researchSolutions.find((s) => s.slug === slug)
  // Only known names are prerendered; an unknown one reaches the browser as 404.html, whose script
  // sends it on to /research.
  return solution ? <Detail solution={solution} /> : <NotFoundView />
}
