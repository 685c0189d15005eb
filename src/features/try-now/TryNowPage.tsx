import styled from 'styled-components'
import { FigureNote } from '../../ui/FigureNote'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, CheckList } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { CtaBand } from '../offerings/CtaBand'
import { ContextStats } from '../offerings/ContextStats'
import { staggerDelay } from '../offerings/stagger'
import { ProductDrawing } from './ProductDrawing'
import { TryNowOpening } from './TryNowOpening'
import {
  productsSection,
  tryChoices,
  tryNowCta,
  tryNowStats,
  tryProducts,
  type TryProduct,
} from './tryNowCopy'

/**
 * The three products as a lead offer and two that follow: from 768 px the data platform spans the
 * width over the two (from 1024 px its words and its lists side by side, so the wide card has no
 * empty stretch); on phones they stack in that order. The trial's days are told once, by the
 * opening's month; the opening's three choices link down to these cards.
 */
const Products = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  > li > article {
    height: 100%;
  }
  /* A choice in the opening lands with the card's top clear of the fixed header. */
  > li > article {
    scroll-margin-top: calc(
      ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]}
    );
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > li:first-child {
      grid-column: 1 / -1;
    }
  }
`

const LeadCard = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  /* Wide from 1024 px: label, name, description and button on the left, the lists on the right. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto auto auto 1fr;
    column-gap: ${({ theme }) => theme.space[7]};
    padding: ${({ theme }) => theme.space[6]};
    > * {
      grid-column: 1;
    }
    > ul {
      grid-column: 2;
      grid-row: 1 / span 2;
      align-self: end;
    }
    > dl {
      grid-column: 2;
      grid-row: 3 / span 2;
      align-self: start;
      padding-top: ${({ theme }) => theme.space[4]};
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    > :last-child {
      align-self: end;
    }
  }
`

const LeadLabel = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* A following offer: its drawing as a thumbnail beside its name. */
const Head = styled.div`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[3]};
  }
`

const Features = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.text};
  }
`

function ProductFacts({ product }: { product: TryProduct }) {
  return (
    <Facts>
      <dt>{productsSection.audienceLabel}</dt>
      <dd>{product.audience}</dd>
      <dt>{productsSection.nextLabel}</dt>
      <dd>{product.next}</dd>
    </Facts>
  )
}

function ProductButton({ product, lead }: { product: TryProduct; lead: boolean }) {
  return (
    <CardFooter>
      <LinkButton to="/contact" variant={lead ? 'primary' : 'secondary'} size={lead ? 'lg' : 'md'}>
        {product.action}
        <span className="visually-hidden">: {product.name}</span>
      </LinkButton>
    </CardFooter>
  )
}

/** Try now: every button leads to the contact page. */
export default function TryNowPage() {
  return (
    <>
      <TryNowOpening />
      <Section
        id={productsSection.id}
        eyebrow={productsSection.eyebrow}
        title={productsSection.title}
        intro={productsSection.intro}
        layout="inline"
        tone="alt"
      >
        <Products>
          {tryProducts.map((product, i) =>
            i === 0 ? (
              <Reveal as="li" key={product.name}>
                <LeadCard id={tryChoices.anchor(product.drawing)}>
                  <LeadLabel>{productsSection.leadLabel}</LeadLabel>
                  <Head>
                    <ProductDrawing kind={product.drawing} />
                    <div>
                      <Badge>{product.category}</Badge>
                      <h3>{product.name}</h3>
                    </div>
                  </Head>
                  <p>{product.description}</p>
                  <CheckList aria-label={`${product.name} features`}>
                    {product.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </CheckList>
                  <ProductFacts product={product} />
                  <ProductButton product={product} lead />
                </LeadCard>
              </Reveal>
            ) : (
              <Reveal as="li" key={product.name} delay={staggerDelay(i)}>
                <Card id={tryChoices.anchor(product.drawing)}>
                  <Head>
                    <ProductDrawing kind={product.drawing} />
                    <div>
                      <Badge>{product.category}</Badge>
                      <h3>{product.name}</h3>
                    </div>
                  </Head>
                  <p>{product.description}</p>
                  <Features>{product.features.join(' · ')}</Features>
                  <ProductFacts product={product} />
                  <ProductButton product={product} lead={false} />
                </Card>
              </Reveal>
            ),
          )}
        </Products>
      </Section>
      <Section
        layout="split"
        id={tryNowStats.id}
        title={tryNowStats.title}
        wide
        aside={<FigureNote>{tryNowStats.basis}</FigureNote>}
      >
        <ContextStats items={tryNowStats.items} lead />
      </Section>
      <CtaBand id="free-trial" {...tryNowCta} />
    </>
  )
}
