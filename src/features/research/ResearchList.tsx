import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { WrapList } from '../../ui/WrapList'
import { ArrowRight } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardGrid, IconBadge } from '../../ui/Card'
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

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`

const FilterButton = styled.button`
  ${filterChipStyles}
`

const Status = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space[5]};
`

const SolutionCard = styled(Card)`
  height: 100%;
`

/** The product's drawing across the card's top (a wider crop on phones). */
const Cover = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space[5]});
  max-width: none;
  height: auto;
  aspect-ratio: 5 / 2;
  object-fit: cover;
  margin: -${({ theme }) => theme.space[5]} -${({ theme }) => theme.space[5]} 0;
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  background: ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    aspect-ratio: 40 / 21;
  }
`

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

const Tagline = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/* What the product taught us and the service it lives on in: the card's answer to "why read about a
   retired product". */
const LivesOn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[4]};
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

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
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
    <>
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
      <CardGrid $columns={3}>
        {shown.map((s, i) => (
          <Reveal key={s.slug} delay={0.05 + i * 0.05}>
            <SolutionCard data-research-card={s.slug} aria-labelledby={`research-${s.slug}`}>
              <Cover src={uploadUrl(s.heroImage)} alt="" width={1200} height={630} loading="lazy" />
              <CardTop>
                <IconBadge aria-hidden="true">
                  <ResearchIcon name={s.icon} />
                </IconBadge>
                <Badges>
                  <Badge>{s.category}</Badge>
                  <Badge $tone="neutral">{s.status}</Badge>
                </Badges>
              </CardTop>
              <h3 id={`research-${s.slug}`}>{s.title}</h3>
              <Tagline>{s.tagline}</Tagline>
              <Muted>
                {researchList.launched} {s.launchDate}
              </Muted>
              <WrapList aria-label={researchList.tags}>
                {s.tags.map((t) => (
                  <li key={t}>
                    <Badge $tone="accent">{t}</Badge>
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
              <Footer>
                <LinkButton to={`/research/${s.slug}`} variant="secondary" size="sm">
                  {researchList.learnMore}
                  <span className="visually-hidden"> about {s.title}</span>
                  <ArrowRight aria-hidden="true" size={16} />
                </LinkButton>
              </Footer>
            </SolutionCard>
          </Reveal>
        ))}
      </CardGrid>
    </>
  )
}
