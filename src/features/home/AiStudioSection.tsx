import styled from 'styled-components'
import { Award } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { SnapRow } from '../../ui/SnapRow'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { aiStudio, studioProducts } from './homeCopy'

const Claim = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[6]};
  }
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
  text-align: center;
  svg {
    flex: none;
  }
`

/**
 * On phones a product's card is its name and its link: the sentence under the name is said again,
 * at length, on the product's own page the card leads to.
 */
const Description = styled.p`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

/** AI studio: what the studio does and its three products, each linking to its own page. */
export function AiStudioSection() {
  return (
    <Section
      id={aiStudio.id}
      eyebrow={aiStudio.eyebrow}
      title={aiStudio.title}
      intro={aiStudio.intro}
    >
      <SnapRow $columns={3}>
        {studioProducts.map((product, i) => (
          <Reveal as="li" key={product.name} delay={staggerDelay(i, HOME_STAGGER)}>
            <Card style={{ height: '100%' }}>
              <Badge>{product.category}</Badge>
              <h3>{product.name}</h3>
              <Description>{product.description}</Description>
              <CardFooter>
                <LinkButton to={product.link.to} variant="secondary">
                  {product.link.label}
                </LinkButton>
              </CardFooter>
            </Card>
          </Reveal>
        ))}
      </SnapRow>
      <Claim>
        <Award aria-hidden="true" size={22} />
        {aiStudio.claim}
      </Claim>
    </Section>
  )
}
