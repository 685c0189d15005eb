import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { Badge, Card } from '../../ui/Card'
import { industriesHero } from './industriesCopy'
import { cardFeatures, moreLabel, solutionMethods, type Industry } from './industry'
import { SectorMark } from './SectorMark'
import { sectorPath } from './sectorIndex'

/* On phones the mark sits beside the title (the hero's grid already pictured every sector). */
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex-direction: column;
    align-items: flex-start;
  }
`

const Title = styled.h3`
  && {
    /* 20 px on a 375 px phone (Telecommunications fits beside its mark), 24 px from ~1000 px. */
    font-size: clamp(1.25rem, 1rem + 1vw, 1.5rem);
    letter-spacing: -0.01em;
  }
  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  /* The whole card is the link's click area; the link itself stays the one focusable element. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`

/* The sector's name is the card's headline; the spec's tagline a quiet line under it. */
const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.color.textMuted};
`

/* On phones the card keeps its name, tagline and features; the sentence waits for the sector page
   (six long cards made the phone page the longest of the site). */
const Description = styled.p`
  color: ${({ theme }) => theme.color.text};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    display: none;
  }
`

/*
 * Phones only (the overview's sector map is left out there): the result a client measured, and the
 * kinds of model behind the sector's solutions, in words.
 */
const Proof = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  p {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  b {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  p + p {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`

const More = styled.span`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
`

/** One sector on the overview: a card whose title link (stretched over the card) opens its page. */
export function SectorCard({ industry }: { industry: Industry }) {
  const { shown, more } = cardFeatures(industry.features)
  const moreText = moreLabel(more)
  const result = industry.successStories[0].result
  const kinds = solutionMethods
    .filter((method) => industry.solutions.some((s) => s.method === method))
    .map((method) => industriesHero.visual.methods[method])
    .join(' · ')
  return (
    <Card $interactive data-sector-card={industry.id}>
      <Head>
        <SectorMark icon={industry.icon} tone={industry.tone} />
        <Names>
          <Title>
            <Link to={sectorPath(industry.id)}>{industry.name}</Link>
          </Title>
          <Tagline>{industry.tagline}</Tagline>
        </Names>
      </Head>
      <Description>{industry.description}</Description>
      <Proof data-sector-proof="">
        <p>
          <b>{result.value}</b> {result.label}
        </p>
        <p>
          <span className="visually-hidden">{industriesHero.visual.kindsLabel} </span>
          {kinds}
        </p>
      </Proof>
      <Features aria-label={`${industry.name} features`}>
        {shown.map((feature) => (
          <li key={feature}>
            <Badge $tone="neutral">{feature}</Badge>
          </li>
        ))}
        {moreText && (
          <li>
            <Badge data-more-features={more}>{moreText}</Badge>
          </li>
        )}
      </Features>
      <More aria-hidden="true">
        Explore sector <ArrowRight size={16} />
      </More>
    </Card>
  )
}
