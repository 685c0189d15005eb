import styled from 'styled-components'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, CardGrid, CheckList, IconBadge } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CtaBand } from '../offerings/CtaBand'
import { IconStats } from '../offerings/IconStats'
import { staggerDelay } from '../offerings/stagger'
import { productsSection, tryNowCta, tryNowHero, tryNowStats, tryProducts } from './tryNowCopy'
import { TryNowVisual } from '../offerings/visuals/TryNowVisual'

/** The three products: stacked on phones, a grid of two on tablets, three across from 1024 px. */
const Products = styled(CardGrid)``

const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

/** Try now: every button leads to the contact page. */
export default function TryNowPage() {
  return (
    <>
      <PageHero
        eyebrow={tryNowHero.eyebrow}
        title={tryNowHero.title}
        lead={<p>{tryNowHero.lead}</p>}
        actions={<ActionRow actions={tryNowHero.actions} onDark size="lg" />}
        aside={<TryNowVisual />}
      />
      <Section
        id={productsSection.id}
        eyebrow={productsSection.eyebrow}
        title={productsSection.title}
      >
        <Products as="ul" $columns={3}>
          {tryProducts.map(({ icon: Icon, ...product }, i) => (
            <Reveal as="li" key={product.name} delay={staggerDelay(i)}>
              <Card style={{ height: '100%' }}>
                <CardHead>
                  <IconBadge aria-hidden="true">
                    <Icon />
                  </IconBadge>
                  <Badge>{product.category}</Badge>
                </CardHead>
                <h3>{product.name}</h3>
                <p>{product.description}</p>
                <CheckList aria-label={`${product.name} features`}>
                  {product.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </CheckList>
                <CardFooter>
                  <LinkButton to="/contact">
                    {product.action}
                    <span className="visually-hidden">: {product.name}</span>
                  </LinkButton>
                </CardFooter>
              </Card>
            </Reveal>
          ))}
        </Products>
      </Section>
      <Section layout="split" id={tryNowStats.id} tone="alt" title={tryNowStats.title} wide>
        <IconStats items={tryNowStats.items} />
      </Section>
      <CtaBand id="free-trial" {...tryNowCta} />
    </>
  )
}
