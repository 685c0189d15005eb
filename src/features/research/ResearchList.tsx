import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { WrapList } from '../../ui/WrapList'
import { ArrowRight } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, IconBadge } from '../../ui/Card'
import { uploadUrl } from '../collections/uploads'
import { Reveal } from '../../ui/Reveal'
import {
  RESEARCH_ALL_ATTRIBUTE,
  RESEARCH_TAG_ATTRIBUTE,
  type ResearchFilterAction,
} from './researchMarks'
import { filterChipStyles } from '../../ui/filterChip'
import { researchSolutions } from '../../generated/indexes/research'
import { ResearchIcon } from './ResearchIcon'
import { researchList } from './researchCopy'
import { researchLegacy } from './researchScreens'
import { Link } from '../../ui/Link'
import { distinctTags, toggleTag, visibleSolutions } from './researchFilter'

/*
 * A catalogue: the tag filter as a short facet column beside the entries from 1024 px (six small
 * toggles against three full-width entries, not a row of chips wider than the list it filters),
 * a wrapping row of compact chips above them on smaller screens.
 */
const Catalogue = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
`

const Facets = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
  }
`

const FacetLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  /* Phones: one line of chips that scrolls sideways, not three rows of them above three entries. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin-inline: -${({ theme }) => theme.space[4]};
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[1]};
    scroll-padding-inline: ${({ theme }) => theme.space[4]};
    scroll-snap-type: x proximity;
    scrollbar-width: none;
    > button {
      flex: none;
      scroll-snap-align: start;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    flex-direction: column;
    gap: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

/* A compact chip on phones and tablets; a row of the facet list from 1024 px, a tick box showing
   whether it is chosen. */
const FilterButton = styled.button`
  ${filterChipStyles}
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[3]};
    width: 100%;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 0;
    background: none;
    text-align: left;
    &::before {
      content: '';
      flex: none;
      width: 1rem;
      height: 1rem;
      border: 1.5px solid ${({ theme }) => theme.color.textMuted};
      border-radius: 4px;
    }
    &[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.color.border};
      background: ${({ theme }) => theme.color.brandSoft};
      color: ${({ theme }) => theme.color.brandStrong};
    }
    &[aria-pressed='true']::before {
      border-color: ${({ theme }) => theme.color.brand};
      background: ${({ theme }) => theme.color.brand} ${({ theme }) => theme.pattern.tick} center /
        0.7rem no-repeat;
    }
  }
`

const Status = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`

const Entries = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

/* An entry: the product's drawing on the left from 768 px (the full height of the entry), its words
   beside it, flowing from the top. Nothing is pinned to the foot, so no hole opens inside. */
const SolutionCard = styled(Card)`
  overflow: hidden;
  padding: 0;
  gap: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`

/* The product's drawing: across the entry's top on phones; from 768 px a plate mounted whole on a
   grey mat the height of the entry (never cropped, no band of another navy around it). */
const Plate = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: grid;
    align-content: center;
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
`

/* The thumbnail: the product's drawing cropped in closer from 768 px (4:3, its window fills the
   frame instead of floating in navy), with its headline result set large across the foot, so the plate says what
   the product did even at thumbnail size. */
const Thumb = styled.figure`
  position: relative;
  margin: 0;
  overflow: hidden;
  aspect-ratio: 40 / 21;
  background: ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`

const Cover = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 50% 30%;
`

const Result = styled.figcaption`
  position: absolute;
  inset: auto 0 0;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[3]};
  background: linear-gradient(to top, ${({ theme }) => theme.color.scrim} 55%, transparent);
  color: ${({ theme }) => theme.color.textOnDark};
  strong {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: 800;
    line-height: 1;
    color: ${({ theme }) => theme.color.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
`

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  h3 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`

const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

/* Phones: the drawing above says which product it is; the mark gives its room to the facts. */
const Mark = styled(IconBadge)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    display: none;
  }
`

const Launched = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`

/* What the product taught us and the service it lives on in: the entry's answer to "why read about
   a retired product". */
const LivesOn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  a {
    font-weight: 600;
  }
`

const Actions = styled.div`
  padding-top: ${({ theme }) => theme.space[1]};
`

/**
 * The research list: the retired solutions as short cards (what it was, when, where its method lives
 * on; the description and features wait on its own page) under a multi-select tag filter ('All Products'
 * clears it; a card shows when it has any selected tag), 'Learn More' to each detail page. The page
 * prerenders it; in the browser it is rendered, live, once the visitor first uses the filter
 * (ResearchListIsland.tsx).
 */
export function ResearchList({ action }: { action?: ResearchFilterAction }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const tags = distinctTags(researchSolutions)
  const shown = visibleSolutions(researchSolutions, selected)
  // The choice that brought the live list in (the island caught it on the prerendered list):
  // applied once mounted, so the list changes in place and the status is announced.
  const applied = useRef(false)
  useEffect(() => {
    if (!action || applied.current) return
    applied.current = true
    setSelected((prev) => ('toggle' in action ? toggleTag(prev, action.toggle) : new Set()))
  }, [action])

  return (
    <Catalogue>
      <Facets>
        <FacetLabel aria-hidden="true">{researchList.facetLabel}</FacetLabel>
        <Filters role="group" aria-label={researchList.filterLabel}>
          <FilterButton
            type="button"
            aria-pressed={selected.size === 0}
            onClick={() => setSelected(new Set())}
            {...{ [RESEARCH_ALL_ATTRIBUTE]: '' }}
          >
            {researchList.allLabel}
          </FilterButton>
          {tags.map((tag) => (
            <FilterButton
              key={tag}
              type="button"
              aria-pressed={selected.has(tag)}
              onClick={() => setSelected((prev) => toggleTag(prev, tag))}
              {...{ [RESEARCH_TAG_ATTRIBUTE]: tag }}
            >
              {tag}
            </FilterButton>
          ))}
        </Filters>
        <Status role="status">{researchList.status(shown.length, researchSolutions.length)}</Status>
      </Facets>
      <Entries>
        {shown.map((s, i) => (
          <Reveal key={s.slug} delay={0.05 + i * 0.05}>
            <SolutionCard data-research-card={s.slug} aria-labelledby={`research-${s.slug}`}>
              <Plate>
                <Thumb>
                  <Cover
                    src={uploadUrl(s.heroImage)}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                  />
                  {s.results[0] && (
                    <Result>
                      <strong>{s.results[0].value}</strong>
                      <span>{s.results[0].label}</span>
                    </Result>
                  )}
                </Thumb>
              </Plate>
              <Body>
                <CardTop>
                  <Mark aria-hidden="true">
                    <ResearchIcon name={s.icon} />
                  </Mark>
                  <Badge>{s.category}</Badge>
                  <Badge $tone="neutral">{s.status}</Badge>
                  <Launched>
                    {researchList.launched} {s.launchDate}
                  </Launched>
                </CardTop>
                <h3 id={`research-${s.slug}`}>{s.title}</h3>
                <Tagline>{s.tagline}</Tagline>
                <WrapList aria-label={researchList.tags}>
                  {s.tags.map((t) => (
                    <li key={t}>
                      <Badge $tone="neutral">{t}</Badge>
                    </li>
                  ))}
                </WrapList>
                {researchLegacy[s.slug] && (
                  <LivesOn>
                    <p>{researchLegacy[s.slug]?.lesson}</p>
                    <span>
                      {researchList.livesOn}{' '}
                      <Link to={researchLegacy[s.slug]?.to ?? '/services'}>
                        {researchLegacy[s.slug]?.service}
                      </Link>
                    </span>
                  </LivesOn>
                )}
                <Actions>
                  <LinkButton to={`/research/${s.slug}`} variant="secondary" size="sm">
                    {researchList.learnMore}
                    <span className="visually-hidden"> about {s.title}</span>
                    <ArrowRight aria-hidden="true" size={16} />
                  </LinkButton>
                </Actions>
              </Body>
            </SolutionCard>
          </Reveal>
        ))}
      </Entries>
    </Catalogue>
  )
}
