import styled from 'styled-components'
import { FigureNote } from '../../ui/FigureNote'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, CheckList } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CtaBand } from '../offerings/CtaBand'
import { ContextStats } from '../offerings/ContextStats'
import { staggerDelay } from '../offerings/stagger'
import { ProductDrawing } from './ProductDrawing'
import { TrialMonth } from './TrialMonth'
import {
  productsSection,
  trialMonth,
  tryNowCta,
  tryNowHero,
  tryNowStats,
  tryProducts,
  type TryProduct,
} from './tryNowCopy'
import { TryNowVisual } from '../offerings/visuals/TryNowVisual'

/**
 * The three products as a lead offer and two that follow: from 1024 px the data platform takes the
 * left column at full height and the other two stack beside it; on tablets it spans the width over
 * the two; on phones they stack in that order.
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
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > li:first-child {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    > li:first-child {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
  }
`

const LeadCard = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
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

/**
 * The lead offer's trial as three moments down a line. From 1024 px only, where the lead card stands
 * beside the two others and is as tall as both: the panel takes the card's spare height (the moments
 * spread down it), so the card has no empty stretch above its button.
 */
const Trial = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    flex: 1;
    display: grid;
    grid-template-rows: auto 1fr;
    gap: ${({ theme }) => theme.space[3]};
    margin-top: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  ol {
    position: relative;
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    align-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  /* One line from the first moment's dot to the last one's, however far apart they spread. */
  ol::before {
    content: '';
    position: absolute;
    top: 0.6rem;
    bottom: 0.6rem;
    left: calc(0.3125rem - 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* The moment's dot, on the line. */
  li::before {
    content: '';
    position: absolute;
    top: 0.3rem;
    left: 0;
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
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
      <PageHero
        variant="daylight"
        eyebrow={tryNowHero.eyebrow}
        title={tryNowHero.title}
        lead={<p>{tryNowHero.lead}</p>}
        actions={<ActionRow actions={tryNowHero.actions} size="lg" />}
        aside={<TryNowVisual />}
      />
      <Section
        id={productsSection.id}
        eyebrow={productsSection.eyebrow}
        title={productsSection.title}
        intro={productsSection.intro}
        layout="inline"
      >
        <Products>
          {tryProducts.map((product, i) =>
            i === 0 ? (
              <Reveal as="li" key={product.name}>
                <LeadCard>
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
                  <Trial>
                    <LeadLabel>{productsSection.leadTrialLabel}</LeadLabel>
                    <ol>
                      {productsSection.leadTrial.map((m) => (
                        <li key={m.when}>
                          <strong>{m.when}</strong>
                          <span>{m.what}</span>
                        </li>
                      ))}
                    </ol>
                  </Trial>
                  <ProductButton product={product} lead />
                </LeadCard>
              </Reveal>
            ) : (
              <Reveal as="li" key={product.name} delay={staggerDelay(i)}>
                <Card>
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
        tone="alt"
        title={tryNowStats.title}
        wide
        aside={<FigureNote>{tryNowStats.basis}</FigureNote>}
      >
        <ContextStats items={tryNowStats.items} lead />
      </Section>
      <CtaBand id="free-trial" {...tryNowCta}>
        <TrialMonth days={trialMonth.days} marks={trialMonth.marks} />
      </CtaBand>
    </>
  )
}
