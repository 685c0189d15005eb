import styled from 'styled-components'
import { Award } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { aiStudio, studioProducts } from './homeContent'

const Claim = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
  text-align: center;
  svg {
    flex: none;
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
      <CardGrid as="ul" $columns={3}>
        {studioProducts.map((product, i) => (
          <Reveal as="li" key={product.name} delay={staggerDelay(i, HOME_STAGGER)}>
            <Card style={{ height: '100%' }}>
              <Badge>{product.category}</Badge>
              <h3>{product.name}</h3>
              <p>{product.description}</p>
              <CardFooter>
                <LinkButton to={product.link.to} variant="secondary">
                  {product.link.label}
                </LinkButton>
              </CardFooter>
            </Card>
          </Reveal>
        ))}
      </CardGrid>
      <Claim>
        <Award aria-hidden="true" size={22} />
        {aiStudio.claim}
      </Claim>
    </Section>
  )
}
