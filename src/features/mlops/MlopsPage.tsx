import styled from 'styled-components'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { CapabilityMosaic } from '../offerings/CapabilityLayouts'
import { ContextStats } from '../offerings/ContextStats'
import { CtaBand } from '../offerings/CtaBand'
import { ProductSection } from '../offerings/ProductPage'
import { Split } from '../offerings/Split'
import { LastMileFunnel } from './LastMileFunnel'
import { MlopsOpening } from './MlopsOpening'
import { lastMile, mlopsCta, mlopsHero, mlopsSolutions, mlopsStats } from './mlopsCopy'

/**
 * The title on phones: the spec's long headline at 375 px in three lines, not five (a size the
 * measure holds, tighter tracking); from 768 px the opening's own size, and from 1024 px a step
 * smaller so it sets in three balanced lines instead of four ragged ones ("DevOps: get" alone).
 */
const PhoneFitTitle = styled.span`
  display: block;
  text-wrap: balance;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    /* "DevOps: get your models" on one line of the hero's text column, at 1024 and at 1280 px. */
    font-size: clamp(2.5rem, 1rem + 2.6vw, 3rem);
    line-height: 1.08;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    font-size: 1.625rem;
    line-height: 1.12;
    letter-spacing: -0.02em;
  }
`

/** The spec's figure, large, with what it counts, in the warm accent (the section is light now:
 * the opening's road band is the page's first navy). */
const Highlight = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.sun};
`

const Figure = styled.strong`
  font-size: clamp(3rem, 2rem + 4vw, 4.5rem);
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
`

const FigureLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`

const Body = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  p:first-child {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.text};
  }
`

/**
 * Machine Learning + DevOps: the road to production across a navy band, then the last mile drawn as
 * a funnel (where models stall, and which
 * solution closes each leak), the four solutions numbered to match, the results. Sections fade and
 * slide in on load.
 */
export default function MlopsPage() {
  return (
    <>
      {/* The road across the page on a navy band (round 8); /mlops-devops opens on a printed sheet. */}
      <MlopsOpening title={<PhoneFitTitle>{mlopsHero.title}</PhoneFitTitle>} />
      <Section id={lastMile.id} eyebrow={lastMile.eyebrow} title={lastMile.title} center={false}>
        <Reveal>
          <Split>
            <Body>
              {lastMile.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
              <Highlight>
                <Figure>{lastMile.figure}</Figure> <FigureLabel>{lastMile.figureLabel}</FigureLabel>
              </Highlight>
            </Body>
            <LastMileFunnel />
          </Split>
        </Reveal>
      </Section>
      <ProductSection copy={mlopsSolutions} tone="alt" layout="inline">
        <CapabilityMosaic items={mlopsSolutions.items} label={mlopsSolutions.title} markers pairs />
      </ProductSection>
      <ProductSection copy={mlopsStats} layout="split" wide>
        <ContextStats items={mlopsStats.items} pairs />
      </ProductSection>
      <CtaBand id="contact-cta" variant="road" {...mlopsCta} />
    </>
  )
}
