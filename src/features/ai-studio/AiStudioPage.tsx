import styled from 'styled-components'
import { FigureNote } from '../../ui/FigureNote'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CtaBand } from '../offerings/CtaBand'
import { ReasonList } from '../offerings/ReasonList'
import { AiStudioVisual } from '../offerings/visuals/AiStudioVisual'
import {
  aiStudioCta,
  aiStudioHero,
  expertise,
  projectsClaim,
  reasons,
  stages,
} from './aiStudioCopy'
import { ExpertiseRows } from './ExpertiseRows'
import { StudioLead } from './StudioLead'
import { StudioStages } from './StudioStages'

/*
 * The track record: the spec's claim set as a large headline on the left, and on the right who the
 * projects were for, between hairlines (no trophy, no tile).
 */
const Record = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`

const Claim = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
  h2 + p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 36ch;
  }
`

const Clients = styled.dl`
  display: grid;
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[6]};
  }
  > div {
    padding: ${({ theme }) => theme.space[4]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** AI Studio & Ideas. */
export default function AiStudioPage() {
  return (
    <>
      <PageHero
        variant="daylight"
        eyebrow={aiStudioHero.eyebrow}
        title={aiStudioHero.title}
        lead={<p>{aiStudioHero.lead}</p>}
        actions={<ActionRow actions={aiStudioHero.actions} size="lg" />}
        aside={<AiStudioVisual />}
      />
      <Section
        id={expertise.id}
        eyebrow={expertise.eyebrow}
        title={expertise.title}
        intro={expertise.intro}
        layout="inline"
      >
        <ExpertiseRows items={expertise.items} exampleLabel={expertise.exampleLabel} />
      </Section>
      <Section
        id={stages.id}
        tone="alt"
        eyebrow={stages.eyebrow}
        title={stages.title}
        intro={stages.intro}
        center={false}
      >
        <StudioStages items={stages.items} />
      </Section>
      <Section id={projectsClaim.id} label={projectsClaim.text}>
        <Reveal>
          <Record>
            <Claim>
              <h2>{projectsClaim.text}</h2>
              <p>{projectsClaim.detail}</p>
              <FigureNote>{projectsClaim.basis}</FigureNote>
            </Claim>
            <Clients>
              {projectsClaim.clients.map((c) => (
                <div key={c.who}>
                  <dt>{c.who}</dt>
                  <dd>{c.what}</dd>
                </div>
              ))}
            </Clients>
          </Record>
        </Reveal>
      </Section>
      <Section
        layout="split"
        id={reasons.id}
        tone="alt"
        eyebrow={reasons.eyebrow}
        title={reasons.title}
        aside={<StudioLead />}
      >
        <ReasonList items={reasons.items} />
      </Section>
      <CtaBand id="contact-cta" {...aiStudioCta} />
    </>
  )
}
