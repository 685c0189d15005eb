import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { Badge, Card } from '../../ui/Card'
import { cardFeatures, moreLabel, type Industry } from './industry'
import { IndustryIcon } from './industryIcons'
import { sectorPath } from './sectorIndex'

const Tile = styled.span<{ $from: string; $to: string }>`
  display: inline-grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  color: #ffffff;
`

const Title = styled.h3`
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

const Tagline = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
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
  return (
    <Card $interactive data-sector-card={industry.id}>
      <Tile $from={industry.gradient[0]} $to={industry.gradient[1]} aria-hidden="true">
        <IndustryIcon name={industry.icon} size={26} />
      </Tile>
      <Title>
        <Link to={sectorPath(industry.id)}>{industry.name}</Link>
      </Title>
      <Tagline>{industry.tagline}</Tagline>
      <p>{industry.description}</p>
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
