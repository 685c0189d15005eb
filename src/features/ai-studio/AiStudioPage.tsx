import styled from 'styled-components'
import { Trophy } from 'lucide-react'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CapabilityCards } from '../offerings/CapabilityCards'
import { CtaBand } from '../offerings/CtaBand'
import { ReasonList } from '../offerings/ReasonList'
import { aiStudioCta, aiStudioHero, expertise, projectsClaim, reasons } from './aiStudioCopy'
import { AiStudioVisual } from '../offerings/visuals/AiStudioVisual'

const Claim = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.color.brand};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 48ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** AI Studio & Ideas. */
export default function AiStudioPage() {
  return (
    <>
      <PageHero
        eyebrow={aiStudioHero.eyebrow}
        title={aiStudioHero.title}
        lead={<p>{aiStudioHero.lead}</p>}
        actions={<ActionRow actions={aiStudioHero.actions} onDark size="lg" />}
        aside={<AiStudioVisual />}
      />
      <Section
        id={expertise.id}
        eyebrow={expertise.eyebrow}
        title={expertise.title}
        intro={expertise.intro}
      >
        <CapabilityCards items={expertise.items} label={expertise.title} />
      </Section>
      <Section
        layout="split"
        id={reasons.id}
        tone="alt"
        eyebrow={reasons.eyebrow}
        title={reasons.title}
      >
        <ReasonList items={reasons.items} />
      </Section>
      {/* Light, so the page does not end in three dark bands (claim, call to action, footer). */}
      <Section id={projectsClaim.id} label={projectsClaim.text} compact>
        <Reveal>
          <Claim>
            <Trophy aria-hidden="true" />
            <h2>{projectsClaim.text}</h2>
            <p>{projectsClaim.detail}</p>
          </Claim>
        </Reveal>
      </Section>
      <CtaBand id="contact-cta" {...aiStudioCta} />
    </>
  )
}
