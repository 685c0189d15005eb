import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { WrapList } from '../../ui/WrapList'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Seo } from '../../layout/Seo'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { Section } from '../../ui/Section'
import { displayFigure } from '../../ui/display'
import { Link } from '../../ui/Link'
import { researchSolutions } from '../../generated/indexes/research'
import type { ResearchSolution } from '../collections/collectionTypes'
import { metaDescription } from '../collections/uploads'
import { NotFoundView } from '../not-found/NotFoundPage'
import { researchDetail } from './researchCopy'
import { ResearchSpecSheet } from './ResearchSpecSheet'
import { impactParts } from './impactParts'
import { ResearchIcon } from './ResearchIcon'
import { researchLegacy } from './researchScreens'

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
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* The problem and the key features on the overview's grid (heading column, text column), each
   under a rule: the problem set large, the features as a ruled two-column spec list, numbered. */
const Brief = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 2px solid ${({ theme }) => theme.color.ink};
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ol {
    display: grid;
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: feature;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${({ theme }) => theme.space[6]};
    }
  }
  li {
    display: grid;
    grid-template-columns: 2rem minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    counter-increment: feature;
  }
  li::before {
    content: counter(feature, decimal-leading-zero);
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandStrong};
    font-variant-numeric: tabular-nums;
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

/* The results as figures on the dark band: each a large number over its label, under a rule. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  margin: 0;
  ${media.lg} {
    grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    grid-auto-flow: column;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[2]};
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  dd {
    margin: 0;
    ${displayFigure}
    font-size: clamp(2.25rem, 1.5rem + 2.5vw, 3.5rem);
    line-height: 1;
  }
  dt {
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

const ImpactActions = styled(ButtonRow)`
  margin-top: ${({ theme }) => theme.space[6]};
`

/**
 * The impact, the page's verdict: its first sentence set large, then what happened to the product as
 * a timeline (launched and in service, retired, living on today): a rail down a phone, a row of
 * stations from 1024 px.
 */
const Impact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
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
  ol {
    display: grid;
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[6]};
    }
  }
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
    border-left: 2px solid ${({ theme }) => theme.color.border};
    ${media.lg} {
      padding: ${({ theme }) => theme.space[5]} 0 0;
      border-left: 0;
      border-top: 2px solid ${({ theme }) => theme.color.border};
    }
  }
  li:last-child {
    border-color: ${({ theme }) => theme.color.brand};
  }
  li::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 0;
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.color.brand};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    ${media.lg} {
      left: 0;
      top: -7px;
    }
  }
  li:last-child::before {
    background: ${({ theme }) => theme.color.brand};
  }
  b {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  li p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    text-wrap: pretty;
  }
`

/* The rest of the archive: the other products as a strip of links, each with what it taught us. */
const Related = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    align-items: center;
    height: 100%;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  a:hover strong {
    text-decoration: underline;
  }
  a > svg {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

function Detail({ solution: s }: { solution: ResearchSolution }) {
  const d = researchDetail
  const impact = impactParts(s.impact)
  const legacy = researchLegacy[s.slug]
  const retired = impact.points.filter((p) => /retired/i.test(p))
  const rest = impact.points.filter((p) => !retired.includes(p))
  const scale = s.results.find((r) => r.value.includes('+'))
  // What happened to the product, from the page's own facts: every sentence of the impact after
  // its lead is on one station.
  const story = [
    {
      label: d.stations.launched(s.launchDate),
      text: scale ? d.grewTo(scale.value, scale.label) : s.tagline,
    },
    ...(retired.length ? [{ label: d.stations.retired, text: retired.join(' ') }] : []),
    {
      label: legacy ? d.stations.today(legacy.service) : d.stations.lastly,
      text: rest.join(' ') || s.tagline,
    },
  ]
  const others = researchSolutions.filter((o) => o.slug !== s.slug)
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
        <Brief>
          <h2>{d.problem}</h2>
          <p>{s.problem}</p>
        </Brief>
        <Brief>
          <h2>{d.keyFeatures}</h2>
          <ol>
            {s.keyFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ol>
        </Brief>
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
        <Figures>
          {s.results.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </Figures>
      </Section>

      <Section id="impact" title={d.impact} center={false}>
        <Impact>
          <p>{impact.lead}</p>
          <ol aria-label={d.timeline}>
            {story.map((station) => (
              <li key={station.label}>
                <b>{station.label}</b>
                <p>{station.text}</p>
              </li>
            ))}
          </ol>
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

      <Section id="archive" tone="alt" title={d.related} center={false}>
        <Related>
          {others.map((o) => (
            <li key={o.slug}>
              <Link to={`/research/${o.slug}`}>
                <ResearchIcon name={o.icon} size={24} />
                <strong>{o.title}</strong>
                <ArrowRight aria-hidden="true" size={20} />
                <span>
                  {d.launchedIn(o.launchDate)} · {researchLegacy[o.slug]?.lesson ?? o.tagline}
                </span>
              </Link>
            </li>
          ))}
        </Related>
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
