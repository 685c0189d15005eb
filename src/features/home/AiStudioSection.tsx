import styled from 'styled-components'
import { ArrowRight, Award } from 'lucide-react'
import { Link } from '../../ui/Link'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { aiStudio, studioProducts } from './homeCopy'

const Claim = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[6]};
  }
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    flex: none;
  }
`

/**
 * The three products, numbered. Below 1024 px a list of rows between hairlines: on a phone the
 * number, the name and its category, and a round arrow (the whole row is the link; the sentence
 * under the name is said again on the product's page); on a tablet the sentence and the labelled
 * button join the row, so no button breaks onto two lines and no card is left alone. From 1024 px
 * three cards side by side.
 */
const Products = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  > li {
    position: relative;
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr) auto;
    align-items: center;
    gap: 0 ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > li {
      grid-template-columns: 3.5rem minmax(0, 1fr) auto;
      gap: 0 ${({ theme }) => theme.space[5]};
      padding: ${({ theme }) => theme.space[4]} 0;
    }
    h3 {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    border-top: 0;
    > li {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[5]};
      background: ${({ theme }) => theme.color.surface};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.lg};
      box-shadow: ${({ theme }) => theme.shadow.sm};
    }
  }
`

const Number = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.brand};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[2]};
  }
`

const Category = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
`

const Description = styled.p`
  display: none;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
  }
`

/**
 * The product's link. Below 1024 px a 44 px round arrow whose area covers the row (its words stay
 * for screen readers), so a tablet's row gives its width to the sentence; from 1024 px a pill with
 * the words, one line.
 */
const Go = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  > span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    width: auto;
    min-height: 2.75rem;
    height: auto;
    padding: 0 ${({ theme }) => theme.space[5]};
    &::after {
      content: none;
    }
    > span {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-top: auto;
  }
`

/**
 * The inline heading keeps its intro out of the site's phone rule for section intros (body size):
 * set here, so the intro reads at body size on a phone like every other section's.
 */
const Frame = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    header p {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

/** AI studio: what the studio does and its three products, each linking to its own page. */
export function AiStudioSection() {
  return (
    <Frame>
      <Section
        id={aiStudio.id}
        layout="inline"
        eyebrow={aiStudio.eyebrow}
        title={aiStudio.title}
        intro={aiStudio.intro}
      >
        <Products>
          {studioProducts.map((product, i) => (
            <Reveal as="li" key={product.name} delay={staggerDelay(i, HOME_STAGGER)}>
              <Number aria-hidden="true">{String(i + 1).padStart(2, '0')}</Number>
              <Body>
                <Category>{product.category}</Category>
                <h3>{product.name}</h3>
                <Description>{product.description}</Description>
              </Body>
              <Go to={product.link.to}>
                <span>{product.link.label}</span>
                <ArrowRight aria-hidden="true" size={18} />
              </Go>
            </Reveal>
          ))}
        </Products>
        <Claim>
          <Award aria-hidden="true" size={22} />
          {aiStudio.claim}
        </Claim>
      </Section>
    </Frame>
  )
}
